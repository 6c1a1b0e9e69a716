import Mustache

/// A page template: the built-in one (compiled into the binary), or a user's checked before use.
public struct ReportTemplate: Sendable {
    /// The parsed template.
    let template: MustacheTemplate

    /// The built-in template's source: `templates/report.html` as it was when the tool was built.
    public static var builtInSource: String {
        String(decoding: PackageResources.report_html, as: UTF8.self)
    }

    /// The built-in template, checked like a user's.
    public static func builtIn() throws(ReportTemplateError) -> ReportTemplate {
        try ReportTemplate(source: builtInSource, name: "report.html (built in)")
    }

    /// A user's template, named by `name` in errors; a name no report offers is refused here.
    public init(source: String, name: String) throws(ReportTemplateError) {
        do {
            template = try MustacheTemplate(source, name: name)
        } catch {
            throw .syntax(error)
        }
        let unknown = template.unknownNames(in: ReportPage.schema)
        if !unknown.isEmpty { throw .unknownNames(unknown) }
    }

    /// The largest template accepted: each name may expand to a year of articles.
    public static let largestSize = 1 << 20

    /// A user's template from its bytes, which must be UTF-8 text of at most ``largestSize``.
    public init(bytes: [UInt8], name: String) throws(ReportTemplateError) {
        guard bytes.count <= Self.largestSize else { throw .tooLarge(name, bytes: bytes.count) }
        guard let source = String(validating: bytes, as: UTF8.self) else { throw .notText(name) }
        try self.init(source: source, name: name)
    }
}
