import HistoryStore

/// The file and format of `history import` and `history export`.
struct HistoryTransferOptions: ParsableArguments {
    /// Said by both commands' help.
    static let details = """
        The history is $XDG_DATA_HOME/qiita-stats/history.sqlite3 (default ~/.local/share/qiita-stats/):
        one row per article per successful fetch, of its counts only (no titles, URLs, tags or profile:
        an import brings back the gains, and one fetch adds the articles a report needs). Without PATH,
        or with -, rows go to standard output or come from standard input. Each row has host, user,
        article, created_at, fetched_at, views (empty or null when unknown), likes, stocks and private;
        CSV has a header line (RFC 4180). An export leaves limited-share articles out unless
        --include-private is given. An import checks every row first: a bad line stops it with
        exit 65 and nothing is written. It adds one account's rows on the host: --user's, else the
        logged-in one's (with QIITA_TOKEN, the history's token account, else the rows' only one),
        saying how many rows of other accounts it left out; --all-accounts adds them all.
        """

    @Option("format", "FORMAT", help: "{choices} (default: csv for a PATH ending in .csv, else jsonl)")
    var format: HistoryFormat? = nil
    @Positional("PATH") var path: String?

    /// `[--format jsonl|csv] [PATH]`, with `more` options between.
    func synopsis(_ more: OptionDeclaration...) -> [String] {
        [$format.usage(choices: true)] + more.map { $0.usage() } + [_path.declaration.usage]
    }

    /// The format used: the one asked for, else the one the path suggests.
    var resolvedFormat: HistoryFormat { format ?? HistoryFormat.guess(path: path) }

    /// The file named, unless it is `-`.
    var file: String? { path == "-" ? nil : path }
}

extension HistoryFormat: ArgumentValue {}
