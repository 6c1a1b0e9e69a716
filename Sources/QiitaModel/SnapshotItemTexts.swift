extension SnapshotItem {
    /// An item's text fields: all in the snapshot file it was read from (where each field
    /// is, 56 bytes an item), or all strings. One or the other for the whole item keeps a
    /// cache of 10,000 articles in half the memory that a choice per field took.
    public struct Texts: Sendable, Equatable {
        @usableFromInline enum Storage: Sendable {
            case strings(Strings)
            case file(SnapshotFileBytes, Spans)
        }

        /// Every field as a string.
        @usableFromInline struct Values: Sendable {
            var id: String
            var title: String
            var url: String
            var createdAt: String
            var updatedAt: String
            var tags: [String]
        }

        /// The fields as strings, shared until one is changed.
        @usableFromInline final class Strings: Sendable {
            let values: Values

            init(_ values: Values) {
                self.values = values
            }
        }

        /// Where each field is in the file: offsets and lengths, 32 bits each.
        @usableFromInline struct Spans: Sendable {
            var id: Span
            var title: Span
            var url: Span
            var createdAt: Span
            var updatedAt: Span
            var tags: Span
        }

        /// A run of the file's bytes.
        @usableFromInline struct Span: Sendable {
            var start: UInt32
            var count: UInt32

            /// `range` when it fits 32 bits (a file under 4 GB), else nil.
            init?(_ range: Range<Int>) {
                guard let start = UInt32(exactly: range.lowerBound), let count = UInt32(exactly: range.count)
                else { return nil }
                self.start = start
                self.count = count
            }

            var range: Range<Int> { Int(start)..<Int(start) + Int(count) }
        }

        @usableFromInline var storage: Storage

        /// The text fields: kept where they are when all are in one file, else as strings.
        public init(
            id: SnapshotText, title: SnapshotText, url: SnapshotText, createdAt: SnapshotText,
            updatedAt: SnapshotText, tags: SnapshotTags
        ) {
            if case .file(let file, let idRange) = id.storage, let idSpan = Span(idRange),
                let title = Self.span(title, in: file), let url = Self.span(url, in: file),
                let createdAt = Self.span(createdAt, in: file), let updatedAt = Self.span(updatedAt, in: file),
                case .file(let tagsFile, let tagsRange) = tags.storage, tagsFile === file,
                let tags = Span(tagsRange)
            {
                storage = .file(
                    file,
                    Spans(id: idSpan, title: title, url: url, createdAt: createdAt, updatedAt: updatedAt, tags: tags))
            } else {
                storage = .strings(
                    Strings(
                        Values(
                            id: id.string, title: title.string, url: url.string, createdAt: createdAt.string,
                            updatedAt: updatedAt.string, tags: tags.strings)))
            }
        }

        private static func span(_ text: SnapshotText, in file: SnapshotFileBytes) -> Span? {
            guard case .file(let other, let range) = text.storage, other === file else { return nil }
            return Span(range)
        }

        private func text(_ string: KeyPath<Values, String>, _ span: KeyPath<Spans, Span>) -> SnapshotText {
            switch storage {
            case .strings(let strings): SnapshotText(strings.values[keyPath: string])
            case .file(let file, let spans): SnapshotText(unchecked: file, range: spans[keyPath: span].range)
            }
        }

        /// Every field as a string, with `change` made: what setting one field leaves.
        private mutating func change(_ change: (inout Values) -> Void) {
            var values: Values
            switch storage {
            case .strings(let strings): values = strings.values
            case .file:
                values = Values(
                    id: id.string, title: title.string, url: url.string, createdAt: createdAt.string,
                    updatedAt: updatedAt.string, tags: tags.strings)
            }
            change(&values)
            storage = .strings(Strings(values))
        }

        /// The id.
        public var id: SnapshotText {
            get { text(\.id, \.id) }
            set { change { $0.id = newValue.string } }
        }
        /// The title.
        public var title: SnapshotText {
            get { text(\.title, \.title) }
            set { change { $0.title = newValue.string } }
        }
        /// The URL.
        public var url: SnapshotText {
            get { text(\.url, \.url) }
            set { change { $0.url = newValue.string } }
        }
        /// `created_at`.
        public var createdAt: SnapshotText {
            get { text(\.createdAt, \.createdAt) }
            set { change { $0.createdAt = newValue.string } }
        }
        /// `updated_at`.
        public var updatedAt: SnapshotText {
            get { text(\.updatedAt, \.updatedAt) }
            set { change { $0.updatedAt = newValue.string } }
        }
        /// The tag names.
        public var tags: SnapshotTags {
            get {
                switch storage {
                case .strings(let strings): SnapshotTags(strings.values.tags)
                case .file(let file, let spans): SnapshotTags(unchecked: file, range: spans.tags.range)
                }
            }
            set { change { $0.tags = newValue.strings } }
        }

        /// Equal when every field is, wherever they are kept.
        public static func == (left: Texts, right: Texts) -> Bool {
            left.id == right.id && left.title == right.title && left.url == right.url
                && left.createdAt == right.createdAt && left.updatedAt == right.updatedAt && left.tags == right.tags
        }
    }
}
