import QiitaEmulator

extension JSONEdit {
    /// Parses `user:FIELD=JSON`, `item:N:FIELD=JSON` or `zenn:N:FIELD=JSON`.
    public static func parse(_ text: String) throws(EmulatorError) -> JSONEdit {
        guard let equals = text.firstIndex(of: "=") else {
            throw EmulatorError("--edit takes user:FIELD=JSON, item:N:FIELD=JSON or zenn:N:FIELD=JSON, not '\(text)'")
        }
        let path = text[..<equals].split(separator: ":", omittingEmptySubsequences: false)
        let json = String(text[text.index(after: equals)...])
        switch (path.first, path.count) {
        case ("user"?, 2) where !path[1].isEmpty:
            return JSONEdit(target: .user, field: String(path[1]), json: json)
        case (let kind?, 3) where !path[2].isEmpty && (kind == "item" || kind == "zenn"):
            guard let index = Int(path[1]), index >= 0 else {
                throw EmulatorError("--edit: the item index must be a whole number ≥ 0, not '\(path[1])'")
            }
            return JSONEdit(target: kind == "item" ? .item(index) : .zenn(index), field: String(path[2]), json: json)
        default:
            throw EmulatorError("--edit takes user:FIELD=JSON, item:N:FIELD=JSON or zenn:N:FIELD=JSON, not '\(text)'")
        }
    }
}
