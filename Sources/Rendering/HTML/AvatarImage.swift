import Foundation
import QiitaModel

/// The user's picture on the page: the cached avatar as a `data:` URI, or a placeholder's initial.
enum AvatarImage {
    /// `data:image/png;base64,…` (or jpeg, gif, webp): the bytes as cached, in a format ``Avatar`` checked.
    static func dataURI(_ avatar: Avatar) -> String {
        // Each format's name is its media type's subtype.
        "data:image/\(avatar.format.rawValue);base64,\(Data(avatar.bytes).base64EncodedString())"
    }

    /// The first letter or digit of the display name, else of the id, upper-cased; `?` when neither has one.
    static func initial(of user: QiitaUser) -> String {
        for text in [user.name ?? "", user.id] {
            if let character = HTMLEscape.clean(text).first(where: { $0.isLetter || $0.isNumber }) {
                return character.uppercased()
            }
        }
        return "?"
    }
}
