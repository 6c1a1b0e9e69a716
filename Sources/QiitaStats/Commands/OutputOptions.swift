/// What a report writes and where (the OUTPUTS options).
struct OutputOptions: ParsableArguments {
    static var title: String? { "OUTPUTS" }

    /// The folder of every default output path: reports, badges, the demo.
    static let defaultFolder = "output"

    @Option("terminal", help: "draw the grid in the terminal (the default with no output option)")
    var terminal = false
    @Option("png", "PATH", help: "write the contribution calendar as PNG") var png: OptionalValue<String>? = nil
    @Option("svg", "PATH", help: "write the calendar as SVG (for a README; follows the reader's theme)")
    var svg: OptionalValue<String>? = nil
    @Option("html", "PATH", help: "write a self-contained HTML page (light and dark, no script)")
    var html: OptionalValue<String>? = nil
    @Option("json", "PATH", help: "write the JSON document (schema 2; - is stdout)")
    var json: OptionalValue<String>? = nil
    @Option("output", "DIR", help: "folder of the default output paths (default {default})")
    var folder = defaultFolder

    /// Where the PNG goes, if asked.
    var pngPath: String? { png.map { $0.or(path("contributions.png")) } }
    /// Where the SVG calendar goes, if asked.
    var svgPath: String? { svg.map { $0.or(path("contributions.svg")) } }
    /// Where the HTML page goes, if asked.
    var htmlPath: String? { html.map { $0.or(path("report.html")) } }
    /// Where the JSON goes (`-` is stdout), if asked.
    var jsonPath: String? { json.map { $0.or("-") } }
    /// Whether the grid is drawn: asked for, or nothing else is.
    var drawsGrid: Bool { terminal || (png == nil && svg == nil && html == nil && json == nil) }

    /// `name` in the output folder.
    func path(_ name: String) -> String { Self.join(folder, name) }

    static func join(_ folder: String, _ name: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    func validate() throws(UsageError) {
        if drawsGrid && jsonPath == "-" { throw UsageError("\($terminal) and \($json) to stdout cannot share stdout") }
    }
}
