// swift-tools-version: 6.1
import PackageDescription

/// The interpreter's hot paths touch class properties constantly; release builds skip the run-time exclusivity check
/// on each access (about 3 % of a scene load). Debug builds, which the test suite runs, keep the checks.
let interpreterSettings: [SwiftSetting] = [.unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release))]

/// The executables allocate with mimalloc rather than glibc's malloc: loading a scene makes and frees tens of
/// thousands of small objects on two threads, and mimalloc does that in about 7 % fewer instructions per load, frees
/// across threads without a lock, and keeps each size together (README, Benchmarks). Linked as a shared library ahead of
/// libc, it replaces malloc for the whole process, Cairo and Pango included.
let allocatorSettings: [LinkerSetting] = [.linkedLibrary("mimalloc", .when(platforms: [.linux]))]

let package = Package(
    name: "Plumb",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "plumb", targets: ["plumb"]),
        .library(name: "PlumbLayout", targets: ["PlumbLayout"]),
        .library(name: "PlumbSnapshotTesting", targets: ["PlumbSnapshotTesting"]),
    ],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // `PlumbSnapshotTesting`'s strategies plug into its `assertSnapshot`.
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        // `swift package generate-documentation --target PlumbLayout` builds the library's DocC catalog.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // Where things are in a source file: shared by the engine and the language core.
        .target(name: "PlumbSource", swiftSettings: [.swiftLanguageMode(.v6)]),
        // The engine: view tree in, solved tree out. Pure Swift, no C, no I/O.
        .target(name: "PlumbLayout", dependencies: ["PlumbSource"], swiftSettings: [.swiftLanguageMode(.v6)]),
        // The Swift language core: swift-syntax in, values and diagnostics out. Knows nothing of SwiftUI.
        .target(
            name: "PlumbInterpreter",
            dependencies: [
                "PlumbSource",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
                .product(name: "SwiftDiagnostics", package: "swift-syntax"),
            ],
            swiftSettings: interpreterSettings + [.swiftLanguageMode(.v6)]
        ),
        // What views draw, as values the engine carries but never reads: controls' chrome, shapes' paint, a canvas's
        // drawing. The vocabulary makes them and the renderer paints them.
        .target(name: "PlumbContent", dependencies: ["PlumbLayout"], swiftSettings: [.swiftLanguageMode(.v6)]),
        // The SwiftUI vocabulary of scene files, on top of the language core, producing engine input.
        .target(
            name: "PlumbScene",
            dependencies: [
                "PlumbLayout", "PlumbContent", "PlumbInterpreter",
                // A project's Package.swift is read with swift-syntax, never run.
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
                .product(name: "SwiftDiagnostics", package: "swift-syntax"),
            ],
            swiftSettings: interpreterSettings + [.swiftLanguageMode(.v6)]
        ),
        .systemLibrary(name: "CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
        .systemLibrary(name: "CPangoCairo", pkgConfig: "pangocairo", providers: [.apt(["libpango1.0-dev"])]),
        .systemLibrary(name: "CX11", pkgConfig: "x11", providers: [.apt(["libx11-dev", "libxext-dev"])]),
        .systemLibrary(name: "CInotify"),
        .systemLibrary(name: "CJPEG", pkgConfig: "libjpeg", providers: [.apt(["libjpeg-dev"])]),
        .target(name: "PlumbRender", dependencies: ["PlumbLayout", "PlumbContent", "CCairo", "CPangoCairo", "CJPEG"], swiftSettings: [.swiftLanguageMode(.v6)]),
        .target(name: "PlumbViewer", dependencies: ["PlumbScene", "PlumbContent", "PlumbRender", "CX11", "CInotify"], swiftSettings: [.swiftLanguageMode(.v6)]),
        // Image tests: previews taken, compared with references, recorded and reported (`plumb snapshot`).
        .target(name: "PlumbSnapshot", dependencies: ["PlumbScene", "PlumbRender"], swiftSettings: [.swiftLanguageMode(.v6)]),
        // swift-snapshot-testing strategies for a package's own tests: `assertSnapshot(of: PreviewOf(…), as: .plumbImage)`.
        .target(
            name: "PlumbSnapshotTesting",
            dependencies: ["PlumbSnapshot", .product(name: "SnapshotTesting", package: "swift-snapshot-testing")],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .executableTarget(
            name: "plumb",
            dependencies: [
                "PlumbLayout", "PlumbContent", "PlumbScene", "PlumbRender", "PlumbViewer", "PlumbSnapshot",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: [.swiftLanguageMode(.v6)],
            linkerSettings: allocatorSettings
        ),
        .target(name: "BenchSupport", dependencies: ["PlumbLayout", "PlumbContent"], swiftSettings: [.swiftLanguageMode(.v6)]),
        .executableTarget(
            name: "plumb-bench", dependencies: ["PlumbLayout", "PlumbRender", "BenchSupport", "CCairo", "CPangoCairo"],
            swiftSettings: [.swiftLanguageMode(.v6)], linkerSettings: allocatorSettings
        ),
        .executableTarget(
            name: "plumb-scene-bench",
            dependencies: ["PlumbLayout", "PlumbScene", "PlumbViewer", "BenchSupport", .product(name: "SwiftParser", package: "swift-syntax")],
            swiftSettings: [.swiftLanguageMode(.v6)], linkerSettings: allocatorSettings
        ),
        // libFuzzer's driver, declared for the fuzz build (scripts/fuzz.sh); nothing else links it.
        .systemLibrary(name: "CLibFuzzer"),
        // The scene pipeline under libFuzzer (built by scripts/fuzz.sh); an ordinary build replays files through it.
        .executableTarget(
            name: "plumb-fuzz", dependencies: ["PlumbLayout", "PlumbScene", "PlumbRender", "CLibFuzzer"], swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .testTarget(name: "PlumbLayoutTests", dependencies: ["PlumbLayout", "PlumbContent"]),
        .testTarget(name: "PlumbInterpreterTests", dependencies: ["PlumbInterpreter"]),
        .testTarget(name: "PlumbContentTests", dependencies: ["PlumbContent"]),
        .testTarget(name: "PlumbSceneTests", dependencies: ["PlumbScene", "PlumbContent"]),
        .testTarget(name: "PlumbRenderTests", dependencies: ["PlumbRender", "PlumbContent"], exclude: ["Goldens"]),
        .testTarget(name: "PlumbViewerTests", dependencies: ["PlumbViewer", "PlumbContent"]),
        .testTarget(name: "PlumbSnapshotTests", dependencies: ["PlumbSnapshot"]),
        .testTarget(name: "PlumbSnapshotTestingTests", dependencies: ["PlumbSnapshotTesting"], exclude: ["__Snapshots__", "Fixtures"]),
        // The tests of examples/SnapshotTests, the README's example package, run by this package's suite too.
        .testTarget(
            name: "ExampleSnapshotTests", dependencies: ["PlumbSnapshotTesting"], path: "examples/SnapshotTests/Tests/AppSnapshotTests",
            exclude: ["__Snapshots__"]
        ),
        .testTarget(name: "plumbTests", dependencies: ["plumb"]),
    ],
    swiftLanguageModes: [.v5]
)
