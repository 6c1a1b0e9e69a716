import Contributions
import Rendering

extension ReportDocument {
    /// The whole document as one string, as `report --json` writes it in pieces.
    public static func text(of report: ContributionReport) -> String {
        var bytes: [UInt8] = []
        write(of: report) { bytes += $0 }
        return String(decoding: bytes, as: UTF8.self)
    }
}
