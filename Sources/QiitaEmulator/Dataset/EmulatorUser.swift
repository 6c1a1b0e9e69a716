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
        var fields: [(String, String)] = [
            ("description", JSONText.string(description)),
            ("facebook_id", JSONText.string("")),
            ("followees_count", String(followeesCount)),
            ("followers_count", String(followersCount)),
            ("github_login_name", JSONText.string(githubLoginName)),
            ("id", JSONText.string(id)),
            ("items_count", String(itemsCount)),
            ("linkedin_id", JSONText.string("")),
            ("location", JSONText.string(location)),
            ("name", JSONText.string(name)),
            ("organization", JSONText.string(organization)),
            ("permanent_id", String(permanentID)),
            ("profile_image_url", JSONText.string(profileImageURL)),
            ("team_only", "false"),
            ("twitter_screen_name", JSONText.string(twitterScreenName)),
            ("website_url", JSONText.string(websiteURL)),
        ]
        if authenticated {
            fields.append(("image_monthly_upload_limit", String(imageMonthlyUploadLimit)))
            fields.append(("image_monthly_upload_remaining", String(imageMonthlyUploadRemaining)))
        }
        return JSONText.object(fields, edits: edits)
    }
}
