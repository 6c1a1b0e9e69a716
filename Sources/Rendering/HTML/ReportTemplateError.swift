import Mustache
import QiitaStatsCore

/// A page template that cannot be used: `templates/mine.html:12: unknown name "titel"` (exit 65).
public enum ReportTemplateError: UserFacingError, Equatable {
    /// Names the template uses that no report offers, in source order (never empty).
    case unknownNames([MustacheUnknownName])
    /// The template does not parse.
    case syntax(MustacheError)
    /// The file is not UTF-8 text.
    case notText(String)
    /// The file is larger than ``ReportTemplate/largestSize``.
    case tooLarge(String, bytes: Int)

    public var exitCode: ExitCode { .dataError }

    public var message: String {
        switch self {
        case .unknownNames(let names):
            guard let first = names.first else { return "the template uses unknown names" }
            let what = first.kind == .partial ? "partial" : "name"
            let more = names.count > 1 ? " (and \(names.count - 1) more unknown)" : ""
            return "\(first.template):\(first.line): unknown \(what) \"\(first.name)\"\(more)"
        case .syntax(let error): return error.description
        case .notText(let name): return "\(name) is not UTF-8 text"
        case .tooLarge(let name, let bytes):
            return "\(name) is \(bytes / 1024) KiB, larger than a page template can be "
                + "(\(ReportTemplate.largestSize / 1024) KiB)"
        }
    }

    public var hint: String? {
        switch self {
        case .unknownNames(let names):
            guard let first = names.first else { return nil }
            if first.kind == .partial { return "page templates cannot include partials; copy the text in instead" }
            if let suggestion = first.suggestion { return "did you mean \"\(suggestion)\"?" }
            return "templates/report.html uses every name a report offers"
        case .syntax: return "templates/report.html is a working template to start from"
        case .notText: return "save the template as UTF-8"
        case .tooLarge: return "templates/report.html, 13 KiB, is a working template to start from"
        }
    }
}
