/// The faces a renderer draws with, in fallback order, and which face draws each character.
final class FontStack {
    private let library: FreeTypeLibrary
    private(set) var faces: [FreeTypeFace] = []
    private var pending: [FontFile]
    private var opened: Set<FontFile> = []
    private var choices: [Unicode.Scalar: (face: Int, glyph: UInt32)?] = [:]
    /// Why candidate fonts were passed over, as sentences.
    private(set) var notes: [String] = []

    /// Opens the fonts `search` names; nil when no font at all can be used.
    init?(_ search: FontSearch, library: FreeTypeLibrary) throws(FontError) {
        self.library = library
        pending = search.wellKnownPaths.map { FontFile(path: $0, index: 0) }
        if let (path, source) = search.requested {
            let file = FontFile(path: path, index: 0)
            do {
                faces.append(try FreeTypeFace(file, library: library))
            } catch {
                guard case .freeType(_, let reason) = error else { throw error }
                throw .unusableFont(path: path, source: source, reason: reason)
            }
            opened.insert(file)
        }
        for pattern in search.fontconfigPatterns {
            do {
                let file = try Fontconfig.match(pattern)
                if opened.insert(file).inserted { faces.append(try FreeTypeFace(file, library: library)) }
            } catch {
                notes.append("skipped fontconfig's font for \(pattern): \(error)")
            }
        }
        while faces.isEmpty, openNextPending() {}
        if faces.isEmpty { return nil }
    }

    /// The face and glyph for `scalar`: the first face that has it, or nil when none has.
    func choose(_ scalar: Unicode.Scalar) -> (face: Int, glyph: UInt32)? {
        if let known = choices[scalar] { return known }
        var choice: (face: Int, glyph: UInt32)?
        var next = 0
        repeat {
            while choice == nil, next < faces.count {
                choice = faces[next].glyph(for: scalar).map { (next, $0) }
                next += 1
            }
        } while choice == nil && openNextPending()
        choices.updateValue(choice, forKey: scalar)
        return choice
    }

    /// Opens the next well-known file that exists and works; false when none is left.
    private func openNextPending() -> Bool {
        while !pending.isEmpty {
            let file = pending.removeFirst()
            guard opened.insert(file).inserted else { continue }
            do {
                faces.append(try FreeTypeFace(file, library: library))
                return true
            } catch {
                // A well-known file that is not installed is the normal case, not news.
                if case .freeType(_, let reason) = error, reason != FreeTypeStatus.reason(0x01) {
                    notes.append("skipped \(file.path): \(reason)")
                }
            }
        }
        return false
    }
}
