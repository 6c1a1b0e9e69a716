import QiitaStatsCore

/// The emulated Qiita user: the fields of the API's User object that vary (``json`` writes them all).
public struct EmulatorUser: Sendable, Equatable {
    /// The login name.
    public var id: String
    /// The stable numeric id.
    public var permanentID: Int
    /// The profile text, with a CRLF inside as real ones have.
    public var description: String
    /// The location.
    public var location: String
    /// The avatar URL (on the emulator).
    public var profileImageURL: String
    /// Public items only.
    public var itemsCount: Int
    public var followersCount: Int
    public var followeesCount: Int
    /// Bytes left this month (AuthenticatedUser only).
    public var imageMonthlyUploadRemaining: Int

    /// The User JSON object, with the two image upload fields when `authenticated`.
    func json(authenticated: Bool = false, edits: [String: String] = [:]) -> String {
        var fields: [(String, JSONValue)] = [
            ("description", .string(description)), ("facebook_id", .string("")),
            ("followees_count", .int(followeesCount)), ("followers_count", .int(followersCount)),
            ("github_login_name", .null), ("id", .string(id)), ("items_count", .int(itemsCount)),
            ("linkedin_id", .string("")), ("location", .string(location)), ("name", .string("")),
            ("organization", .null), ("permanent_id", .int(permanentID)),
            ("profile_image_url", .string(profileImageURL)), ("team_only", .bool(false)),
            ("twitter_screen_name", .null), ("website_url", .string("")),
        ]
        if authenticated {
            fields.append(("image_monthly_upload_limit", .int(104_857_600)))
            fields.append(("image_monthly_upload_remaining", .int(imageMonthlyUploadRemaining)))
        }
        return JSONValue.object(fields, edits: edits).compactText
    }
}
