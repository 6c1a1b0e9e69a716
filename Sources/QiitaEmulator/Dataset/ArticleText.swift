import Mustache

/// Markdown bodies and their rendered HTML, of realistic size and shape.
struct ArticleText {
    /// The Markdown being built, and the line it has reached.
    private var markdown = ""
    private var html = ""
    private var line = 1

    /// A body of `blocks` blocks about `topic`: (Markdown ending in `\n`, HTML).
    static func make(_ random: inout SplitMix64, topic: String, blocks: Int) -> (body: String, rendered: String) {
        var text = ArticleText()
        var section = 1
        for index in 0..<blocks {
            if index > 0 { text.markdown += "\n" }
            switch index == 0 ? 0 : random.int(0...9) {
            case 0, 1:
                text.add(heading: "\(section). " + random.pick(headings).replacingOccurrences(of: "{T}", with: topic))
                section += 1
            case 2, 3: text.add(code: (0..<random.int(3...14)).map { _ in random.pick(codeLines) }, language: topic)
            case 4: text.add(list: (0..<random.int(3...6)).map { _ in random.pick(sentences) })
            default: text.add(paragraph: (0..<random.int(2...6)).map { _ in random.pick(sentences) })
            }
        }
        return (text.markdown, text.html)
    }

    private mutating func emit(_ lines: [String], open: (String) -> String, close: String, inner: String) {
        let end = line + lines.count - 1
        let position = "\(line):1-\(end):\(lines.last?.utf8.count ?? 0)"
        markdown += lines.map { $0 + "\n" }.joined()
        html += open("data-sourcepos=\"\(position)\"") + inner + close + "\n"
        line = end + 2
    }

    private mutating func add(heading: String) {
        emit(["## " + heading], open: { "<h2 \($0)>" }, close: "</h2>", inner: MustacheEscaper.escape(heading))
    }

    private mutating func add(paragraph: [String]) {
        emit(
            paragraph, open: { "<p \($0)>" }, close: "</p>",
            inner: paragraph.map(MustacheEscaper.escape).joined(separator: "\n"))
    }

    private mutating func add(list: [String]) {
        var inner = "\n"
        for (offset, entry) in list.enumerated() {
            let row = line + offset
            inner +=
                "<li data-sourcepos=\"\(row):1-\(row):\(entry.utf8.count + 2)\">\(MustacheEscaper.escape(entry))</li>\n"
        }
        emit(list.map { "- " + $0 }, open: { "<ul \($0)>" }, close: "</ul>", inner: inner)
    }

    private mutating func add(code: [String], language: String) {
        let lang = language.allSatisfy(\.isASCII) ? language.lowercased() : "bash"
        let inner =
            "<div class=\"highlight\"><pre><code>" + code.map { MustacheEscaper.escape($0) + "\n" }.joined()
            + "</code></pre></div>"
        emit(
            ["```" + lang] + code + ["```"], open: { "<div class=\"code-frame\" data-lang=\"\(lang)\" \($0)>" },
            close: "</div>", inner: inner)
    }

    private static let headings = [
        "はじめに", "環境", "{T}のセットアップ", "実装", "ハマりどころ", "まとめ", "参考文献", "Background", "Why {T}?",
        "Benchmarks", "Conclusion", "トラブルシューティング", "おわりに",
    ]

    private static let sentences = [
        "この記事では、実際のプロジェクトで試した手順を順番に説明します。",
        "結論から言うと、設定ファイルを一つ変えるだけで解決しました。",
        "公式ドキュメントには書かれていない挙動なので、注意が必要です。",
        "ビルド時間が 3 分から 40 秒まで短くなりました。", "同じ問題で悩んでいる人の参考になれば幸いです。",
        "なお、以下のコードは Linux と macOS の両方で動作を確認しています。",
        "エラーメッセージを読むと、原因は権限の設定にあることが分かります。",
        "This approach keeps the core logic pure and easy to test.",
        "The first version was simple, but it did not scale past a few thousand rows.",
        "We measured every change with the same benchmark to avoid fooling ourselves.",
        "If you only remember one thing from this post, remember to read the error message.",
        "Note that `a < b && b > c` is evaluated left to right.",
        "The default timeout is 30 seconds, which is far too long for a CLI.",
        "Profiling showed that most of the time went into JSON decoding.",
        "ここで `Result<T, E>` を返すようにすると、呼び出し側でエラーを扱いやすくなります。",
        "キャッシュを使うと API の呼び出し回数を大幅に減らせます & レート制限にも優しいです。",
    ]

    private static let codeLines = [
        "let items = try await client.items(page: 1, perPage: 100)", "for item in items where item.likesCount > 10 {",
        "    print(\"\\(item.title): \\(item.likesCount)\")", "}", "if a < b && b > c { return }",
        "$ docker compose up -d && docker compose logs -f", "def main() -> None:", "    print(\"hello, world\")",
        "const total = items.reduce((sum, item) => sum + item.likes_count, 0);",
        "SELECT id, title FROM items WHERE created_at >= '2024-01-01';", "<div class=\"card\">&nbsp;</div>",
        "# コメント: ここで設定を読み込む", "export PATH=\"$HOME/.local/bin:$PATH\"",
        "fn main() { println!(\"{}\", 1 << 4); }",
    ]
}
