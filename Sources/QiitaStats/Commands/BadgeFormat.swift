import Rendering

/// `badge --format`.
enum BadgeFormat: String, Sendable, CaseIterable, ArgumentValue {
    case png, svg
    /// A shields.io endpoint document.
    case json
}

/// `badge --on-error`: what a failed fetch does to the badge.
enum BadgeOnError: String, Sendable, CaseIterable, ArgumentValue {
    /// Exit with the error and leave the previous badge untouched.
    case fail
    /// Write a grey "unavailable" badge (`isError` in the endpoint document) and exit 0.
    case badge
}

extension BadgeMetric: ArgumentValue {}
extension BadgeStyle: ArgumentValue {}
