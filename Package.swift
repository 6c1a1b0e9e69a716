// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "qiita-stats",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "qiita-stats", targets: ["qiita-stats"]),
        .executable(name: "qiita-emulator", targets: ["qiita-emulator"]),
        .library(name: "QiitaStats", targets: ["QiitaStats"]),
        .library(name: "QiitaEmulator", targets: ["QiitaEmulator"]),
    ],
    targets: [
        // C bindings: system libraries only, each imported by exactly one Swift adapter.
        .systemLibrary(
            name: "CCurl",
            pkgConfig: "libcurl",
            providers: [.apt(["libcurl4-openssl-dev"]), .brew(["curl"])]
        ),
        .systemLibrary(
            name: "CPNG",
            pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"]), .brew(["libpng"])]
        ),
        .systemLibrary(
            name: "CFreeType",
            pkgConfig: "freetype2",
            providers: [.apt(["libfreetype-dev"]), .brew(["freetype"])]
        ),
        .systemLibrary(
            name: "CFontconfig",
            pkgConfig: "fontconfig",
            providers: [.apt(["libfontconfig-dev"]), .brew(["fontconfig"])]
        ),

        // Pixels: pure Swift, no dependencies.
        .target(name: "Raster"),

        // Adapters.
        .target(name: "PNGEncoder", dependencies: ["CPNG", "Raster"]),
        .target(name: "FontRendering", dependencies: ["CFreeType", "CFontconfig", "Raster"]),
        .target(name: "CurlTransport", dependencies: ["CCurl", "QiitaStats"]),

        // The tool itself: Foundation only, no C imports.
        .target(
            name: "QiitaStats",
            dependencies: ["PNGEncoder", "QiitaEmulator"],
            resources: [.copy("Resources")]
        ),
        .executableTarget(name: "qiita-stats", dependencies: ["QiitaStats", "CurlTransport"]),

        // The local Qiita API v2 emulator.
        .target(name: "QiitaEmulator", dependencies: ["PNGEncoder", "Raster"]),
        .executableTarget(name: "qiita-emulator", dependencies: ["QiitaEmulator"]),
        .executableTarget(name: "qiita-bench", dependencies: ["QiitaStats", "QiitaEmulator"]),

        .testTarget(
            name: "QiitaStatsTests",
            dependencies: ["QiitaStats", "CurlTransport", "QiitaEmulator", "PNGEncoder"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(name: "CurlTransportTests", dependencies: ["CurlTransport", "QiitaStats"]),
        .testTarget(name: "RasterTests", dependencies: ["Raster"]),
        .testTarget(name: "PNGEncoderTests", dependencies: ["PNGEncoder", "Raster"]),
        .testTarget(name: "FontRenderingTests", dependencies: ["FontRendering", "PNGEncoder", "Raster"]),
        .testTarget(
            name: "QiitaEmulatorTests",
            dependencies: ["QiitaEmulator", "CurlTransport", "QiitaStats", "PNGEncoder"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
