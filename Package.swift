// swift-tools-version:6.0
import PackageDescription

// The floors: each library target depends only on those above it in this list, so a backwards
// import is a build error. C libraries sit behind one adapter each; the executables compose.
//
//   QiitaStatsCore   errors + exit codes, the Context ports, files, JSON, the terminal sanitiser of OutputSink
//   QiitaModel       the snapshot: user, items, avatar bytes (plain values); time: timestamps read and written,
//                    zone names, civil days (all the API client needs of calendars)
//   Raster           RGBA bitmaps and a painter (pure Swift)
//   Mustache         the template engine of the HTML report (pure Swift)
//   Contributions    pure calendar math: dates, the report's zone, periods, buckets, levels, streaks, layout
//   QiitaAPI         the Qiita API v2 client and the fetcher
//   Credentials      the secret store and the token in use
//   HistoryStore     the store: every fetch in one SQLite database, the cache and the history
//   Rendering        terminal, JSON document, the calendar image as a Bitmap, the HTML page, the badge
//   QiitaStats       the commands: argument scanning, help, one file per command
//
// The adapters (PNGEncoder, FontRendering, CurlTransport) stand beside the floors: each sees only
// Raster or QiitaStatsCore, and the commands compose them (fonts and PNG bytes for `report --png`).
// libpng, FreeType, fontconfig and SQLite are linked as usual; libcurl alone is loaded on its first
// use (CCurlLoader): with the ~30 shared libraries behind it, it would cost every run that makes no
// request, the glance from the store among them, a few milliseconds at start.
// QiitaEmulator is the plain API `qiita-stats demo` serves; what makes it hostile or observable
// (EmulatorFaults, the qiita-emulator command) and the benchmarks' driver live outside Sources/.
let package = Package(
    name: "qiita-stats",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "qiita-stats", targets: ["qiita-stats"]),
        .executable(name: "qiita-emulator", targets: ["qiita-emulator"]),
        .library(name: "QiitaStats", targets: ["QiitaStats"]),
    ],
    targets: [
        // C bindings: system libraries only, each imported by exactly one Swift adapter.
        // libpng, FreeType and fontconfig come with each system's include and library flags from
        // pkg-config (Debian's in /usr, Homebrew's under its prefix).
        .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"]), .brew(["libpng"])]),
        .systemLibrary(
            name: "CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"]), .brew(["freetype"])]),
        .systemLibrary(
            name: "CFontconfig", pkgConfig: "fontconfig",
            providers: [.apt(["libfontconfig-dev"]), .brew(["fontconfig"])]),
        // libpng's low-level writer, for deflate settings the simplified API does not expose: C,
        // because it reports errors by longjmp to a setjmp in its caller's frame.
        .target(name: "CPNGWriter", dependencies: ["CPNG"]),
        // libcurl's header only (no pkgConfig, whose `--libs` would link it): CCurlLoader loads it
        // with dlopen when the first request is made, under the name Platform.libcurl gives.
        .systemLibrary(
            name: "CCurl",
            providers: [.apt(["libcurl4-openssl-dev"]), .brew(["curl"])]
        ),
        .target(
            name: "CCurlLoader", dependencies: ["CCurl"],
            linkerSettings: [.linkedLibrary("dl", .when(platforms: [.linux]))]),
        // Linked as usual (every report opens the store); the module map names libsqlite3.
        .systemLibrary(
            name: "CSQLite",
            providers: [.apt(["libsqlite3-dev"]), .brew(["sqlite"])]
        ),

        // The library floors, from the bottom up: Foundation only, no C imports.
        .target(name: "QiitaStatsCore"),
        .target(name: "QiitaModel"),
        .target(name: "Raster"),
        .target(name: "Mustache"),
        .target(name: "Contributions", dependencies: ["QiitaStatsCore", "QiitaModel"]),
        .target(name: "QiitaAPI", dependencies: ["QiitaStatsCore", "QiitaModel"]),
        .target(name: "Credentials", dependencies: ["QiitaStatsCore", "QiitaAPI"]),
        .target(
            name: "HistoryStore", dependencies: ["QiitaStatsCore", "QiitaModel", "Contributions", "SQLiteStore"]),
        .target(
            name: "Rendering", dependencies: ["QiitaStatsCore", "QiitaModel", "Contributions", "Raster", "Mustache"],
            // The default page template, compiled in: an installed binary never misses it.
            resources: [.embedInCode("Resources/report.html")]),
        .target(
            name: "QiitaStats",
            dependencies: [
                "QiitaStatsCore", "QiitaModel", "Contributions", "QiitaAPI", "Credentials",
                "Rendering", "Raster", "PNGEncoder", "FontRendering", "HistoryStore", "Mustache",
            ]
        ),

        // Adapters: each the only importer of its C library.
        .target(name: "PNGEncoder", dependencies: ["CPNG", "CPNGWriter", "Raster"]),
        .target(name: "FontRendering", dependencies: ["CFreeType", "CFontconfig", "Raster"]),
        .target(name: "CurlTransport", dependencies: ["CCurl", "CCurlLoader", "QiitaStatsCore"]),
        .target(name: "SQLiteStore", dependencies: ["CSQLite", "QiitaStatsCore"]),

        // The composition root.
        .executableTarget(
            name: "qiita-stats",
            dependencies: ["QiitaStats", "QiitaStatsCore", "CurlTransport", "QiitaEmulator"]),

        // The local Qiita API v2 emulator, as plain as the API (`qiita-stats demo`).
        .target(
            name: "QiitaEmulator",
            dependencies: ["PNGEncoder", "Raster", "QiitaStatsCore", "Contributions", "Mustache"]),
        // Development tools, kept out of Sources/ with the tests: the emulator's layer of faults, rate
        // limits and request log, its `qiita-emulator` command (`make emulator`), and the benchmarks' driver.
        .target(
            name: "EmulatorFaults", dependencies: ["QiitaEmulator", "QiitaStatsCore"], path: "Tools/EmulatorFaults"),
        .executableTarget(
            name: "qiita-emulator", dependencies: ["EmulatorFaults", "QiitaEmulator"], path: "Tools/qiita-emulator"),
        .executableTarget(
            name: "qiita-bench",
            dependencies: [
                "QiitaStats", "QiitaStatsCore", "QiitaModel", "Contributions", "QiitaEmulator", "Rendering", "Raster",
                "PNGEncoder", "FontRendering", "HistoryStore",
            ],
            path: "Benchmarks/qiita-bench"),

        // What more than one test target uses: the emulator harness, runs of the tool in-process,
        // golden files, pngcheck, polling with a deadline; the shared article snapshots in Fixtures/.
        .target(
            name: "TestSupport",
            dependencies: [
                "QiitaStats", "QiitaStatsCore", "QiitaModel", "Contributions", "Rendering", "QiitaEmulator",
                "EmulatorFaults", "CurlTransport", "PNGEncoder", "Raster", "FontRendering", "HistoryStore", "Mustache",
                "Credentials",
            ],
            path: "Tests/TestSupport", exclude: ["Fixtures"]),

        // A test target per library target, beside the code it tests.
        .testTarget(name: "QiitaStatsCoreTests", dependencies: ["QiitaStatsCore", "TestSupport"]),
        .testTarget(name: "ContributionsTests", dependencies: ["Contributions", "QiitaModel", "TestSupport"]),
        .testTarget(
            name: "QiitaAPITests",
            dependencies: [
                "QiitaAPI", "QiitaModel", "QiitaStatsCore", "QiitaEmulator", "EmulatorFaults", "TestSupport",
            ],
            exclude: ["Fixtures"]),
        .testTarget(name: "CredentialsTests", dependencies: ["Credentials", "QiitaStatsCore", "TestSupport"]),
        .testTarget(
            name: "HistoryStoreTests",
            dependencies: [
                "HistoryStore", "SQLiteStore", "Contributions", "QiitaModel", "QiitaEmulator", "EmulatorFaults",
                "TestSupport",
            ]),
        .testTarget(
            name: "RenderingTests",
            dependencies: [
                "Rendering", "Contributions", "QiitaModel", "QiitaStatsCore", "Mustache", "Raster", "PNGEncoder",
                "FontRendering", "TestSupport",
            ],
            exclude: ["Fixtures"]),
        // The commands in-process: arguments, help, the manual, auth, each output's command.
        .testTarget(
            name: "QiitaStatsTests",
            dependencies: [
                "QiitaStats", "QiitaStatsCore", "QiitaModel", "Contributions", "Credentials", "HistoryStore",
                "SQLiteStore",
                "Rendering", "PNGEncoder", "FontRendering", "TestSupport",
            ],
            exclude: ["Fixtures"]),
        // The tool in-process against the emulator over loopback HTTP: fetches, history, failures.
        .testTarget(
            name: "IntegrationTests",
            dependencies: [
                "QiitaStats", "QiitaStatsCore", "QiitaModel", "Contributions", "QiitaAPI",
                "Credentials", "HistoryStore", "SQLiteStore", "QiitaEmulator", "EmulatorFaults", "CurlTransport",
                "PNGEncoder", "Raster", "TestSupport",
            ]),
        // The built binary run as a child process.
        .testTarget(
            name: "EndToEndTests",
            dependencies: [
                "QiitaStats", "QiitaStatsCore", "Credentials", "QiitaEmulator", "EmulatorFaults", "TestSupport",
            ]),
        // Timing-sensitive runs of the binary: interrupts, concurrent runs, kill loops.
        .testTarget(
            name: "ProcessTests",
            dependencies: [
                "HistoryStore", "SQLiteStore", "QiitaModel", "QiitaEmulator", "EmulatorFaults", "TestSupport",
            ]),
        .testTarget(
            name: "CurlTransportTests", dependencies: ["CurlTransport", "QiitaStatsCore", "TestSupport"]),
        .testTarget(name: "RasterTests", dependencies: ["Raster"]),
        .testTarget(name: "PNGEncoderTests", dependencies: ["PNGEncoder", "Raster", "TestSupport"]),
        .testTarget(name: "FontRenderingTests", dependencies: ["FontRendering", "PNGEncoder", "Raster"]),
        .testTarget(name: "MustacheTests", dependencies: ["Mustache", "TestSupport"], resources: [.copy("Fixtures")]),
        .testTarget(
            name: "QiitaEmulatorTests",
            dependencies: ["QiitaEmulator", "EmulatorFaults", "CurlTransport", "QiitaStatsCore", "PNGEncoder"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
