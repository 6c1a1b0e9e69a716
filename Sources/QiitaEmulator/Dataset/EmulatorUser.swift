import QiitaStatsCore

/// The emulated Qiita user, with every field of the API's User object.
public struct EmulatorUser: Sendable, Equatable {
    /// The login name.
    public var id: String
    /// The stable numeric id.
    public var permanentID: Int
    /// The display name (`""` like many real accounts).
    public var name: String
    /// The profile text, with a CRLF inside as real ones have.
    public var description: String
    /// The location.
    public var location: String
    /// The organization (null).
    public var organization: String?
    /// The GitHub login (null).
    public var githubLoginName: String?
    /// The Twitter name.
    public var twitterScreenName: String?
    /// The website (`""`).
    public var websiteURL: String
    /// The avatar URL (on the emulator).
    public var profileImageURL: String
    /// Public items only.
    public var itemsCount: Int
    /// Followers.
    public var followersCount: Int
    /// Followees.
    public var followeesCount: Int
    /// Bytes of image upload per month (AuthenticatedUser only).
    public var imageMonthlyUploadLimit: Int
    /// Bytes left this month (AuthenticatedUser only).
    public var imageMonthlyUploadRemaining: Int

    /// The User JSON object; `authenticated` adds the two image upload fields.
    func json(authenticated: Bool = false, edits: [String: String] = [:]) -> String {
        var fields: [(String, JSONValue)] = [
            ("description", .string(description)),
            ("facebook_id", .string("")),
            ("followees_count", .int(followeesCount)),
            ("followers_count", .int(followersCount)),
            ("github_login_name", .string(githubLoginName)),
            ("id", .string(id)),
            ("items_count", .int(itemsCount)),
            ("linkedin_id", .string("")),
            ("location", .string(location)),
            ("name", .string(name)),
            ("organization", .string(organization)),
            ("permanent_id", .int(permanentID)),
            ("profile_image_url", .string(profileImageURL)),
            ("team_only", .bool(false)),
            ("twitter_screen_name", .string(twitterScreenName)),
            ("website_url", .string(websiteURL)),
        ]
        if authenticated {
            fields.append(("image_monthly_upload_limit", .int(imageMonthlyUploadLimit)))
            fields.append(("image_monthly_upload_remaining", .int(imageMonthlyUploadRemaining)))
        }
        return JSONValue.object(fields, edits: edits).compactText
    }
}
