import Foundation
import Testing
@testable import PlumbScene

private let shop: [String: String] = [
    "Package.swift": """
    // swift-tools-version: 5.9
    import PackageDescription

    let model: [Target.Dependency] = ["Model"]
    let package = Package(
        name: "Shop",
        defaultLocalization: "fr",
        products: [.library(name: "ShopUI", targets: ["ShopUI"])],
        dependencies: [
            .package(path: "LocalPackages/Kit"),
            .package(url: "https://github.com/example/Charts.git", from: "1.0.0"),
            .package(url: "https://github.com/example/Missing", from: "1.0.0"),
        ],
        targets: [
            .target(name: "Model", exclude: ["Old"]),
            .target(
                name: "ShopUI",
                dependencies: model + [
                    .product(name: "Kit", package: "Kit"), .product(name: "Charts", package: "charts"),
                    .product(name: "Gone", package: "Missing"), "Vendor",
                ],
                resources: [.process("Media")]
            ),
            .binaryTarget(name: "Vendor", path: "Vendor.xcframework"),
            .testTarget(name: "ShopTests", dependencies: ["ShopUI"]),
            .macro(name: "ShopMacros"),
        ]
    )
    """,
    "Sources/Model/Item.swift": "struct Item {}",
    "Sources/Model/Old/Legacy.swift": "struct Legacy {}",
    "Sources/ShopUI/ShopView.swift": "struct ShopView {}",
    "Sources/ShopUI/Media/Colors.xcassets/Contents.json": "{}",
    "Sources/ShopUI/fr.lproj/Localizable.strings": "",
    "Sources/ShopUI/en.lproj/Localizable.strings": "",
    "Sources/ShopMacros/Macros.swift": "",
    "Tests/ShopTests/ShopTests.swift": "",
    "LocalPackages/Kit/Package.swift": """
    // swift-tools-version: 5.9
    import PackageDescription
    let package = Package(
        name: "Kit",
        products: [.library(name: "Kit", targets: ["Kit"])],
        targets: [.target(name: "Kit", dependencies: [.target(name: "KitCore")]), .target(name: "KitCore"), .target(name: "CKit")]
    )
    """,
    "LocalPackages/Kit/Sources/Kit/Kit.swift": "",
    "LocalPackages/Kit/Sources/KitCore/Core.swift": "",
    "LocalPackages/Kit/Sources/CKit/kit.c": "",
    ".build/checkouts/Charts/Package.swift": """
    // swift-tools-version: 5.9
    import PackageDescription
    let package = Package(
        name: "Charts",
        products: [.library(name: "Charts", targets: ["Charts"])],
        targets: [.target(name: "Charts", dependencies: ["CCharts"], path: "Code"), .target(name: "CCharts")]
    )
    """,
    ".build/checkouts/Charts/Code/Chart.swift": "",
    ".build/checkouts/Charts/Sources/CCharts/charts.c": "",
]

@Test func aPackagesTargetsAndTheirDependenciesAreModulesInDependencyOrder() throws {
    try withFiles(shop) { root in
        let project = try RelativeProject.open("", in: root)
        #expect(project.kind == .swiftPackage)
        #expect(project.modules == [
            ProjectModule(name: "Model", sourceFiles: ["Sources/Model/Item.swift"]),
            ProjectModule(name: "KitCore", sourceFiles: ["LocalPackages/Kit/Sources/KitCore/Core.swift"], isPackageDependency: true),
            ProjectModule(name: "Kit", sourceFiles: ["LocalPackages/Kit/Sources/Kit/Kit.swift"], dependencies: ["KitCore"], isPackageDependency: true),
            ProjectModule(name: "Charts", sourceFiles: [".build/checkouts/Charts/Code/Chart.swift"], isPackageDependency: true),
            ProjectModule(
                name: "ShopUI", sourceFiles: ["Sources/ShopUI/ShopView.swift"], assetCatalogs: ["Sources/ShopUI/Media/Colors.xcassets"],
                stringsFiles: ["Sources/ShopUI/fr.lproj/Localizable.strings"], resourceFolders: ["Sources/ShopUI/Media"],
                dependencies: ["Model", "Kit", "Charts"]
            ),
        ])
        #expect(project.unloadable == [
            UnloadableDependency(name: "CCharts", reason: "a C, C++ or Objective-C target"),
            UnloadableDependency(name: "Gone", reason: "package 'Missing' is not checked out in .build/checkouts: resolve the packages first"),
            UnloadableDependency(name: "Vendor", reason: "a binary target: compiled code, no Swift sources"),
        ])
        #expect(project.warnings == [])
    }
}

@Test func aSwiftFileOpensThePackageItIsIn() throws {
    try withFiles(shop) { root in
        let project = try Project.open(root + "/Sources/ShopUI/ShopView.swift")
        #expect(project.kind == .swiftPackage)
        #expect(project.root == root)
        #expect(project.module(containing: root + "/Sources/ShopUI/ShopView.swift")?.name == "ShopUI")
        #expect(project.loadOrder(of: project.modules[4]).map(\.name) == ["Model", "KitCore", "Kit", "Charts", "ShopUI"])
    }
}

@Test func computedPartsOfAManifestAreWarnedOfAndTheRestIsRead() throws {
    let manifest = """
    import PackageDescription
    #if canImport(AppleProductTypes)
    import AppleProductTypes
    #endif
    let names = ["A", "B"].map { $0 }
    let package = Package(
        name: "Computed", products: allProducts(),
        targets: [
            .target(name: "App", dependencies: ["Lib"] + extra),
            .target(name: "Lib", path: "Sources/\\(names[0])"),
            makeTarget("Other"),
        ] + names.map { .target(name: $0) }
    )
    package.swiftLanguageModes = [.v5]
    """
    try withFiles(["Package.swift": manifest, "Sources/App/App.swift": "", "Sources/Lib/Lib.swift": ""]) { root in
        let project = try RelativeProject.open("", in: root)
        #expect(project.modules == [
            ProjectModule(name: "App", sourceFiles: ["Sources/App/App.swift"]),
        ])
        #expect(project.warnings == [
            "Package.swift:7:33: warning: cannot read a computed product list without running Package.swift: it is left out",
            "Package.swift:11:9: warning: cannot read a computed target without running Package.swift: it is left out",
            "Package.swift:12:9: warning: cannot read a computed target without running Package.swift: it is left out",
            "Package.swift:9:54: warning: cannot read a computed target dependency without running Package.swift: it is left out",
            "Package.swift:10:36: warning: cannot read a computed target path without running Package.swift: the target is left out",
            "Package.swift:14:1: warning: cannot follow this statement without running Package.swift: it is left out",
        ])
    }
}

@Test func whatTopLevelStatementsAddToThePackageIsRead() throws {
    let manifest = """
    import PackageDescription
    var package = Package(name: "Grown", targets: [.target(name: "Core")])
    package.targets.append(.target(name: "App", dependencies: ["Core"]))
    package.targets += [.target(name: "Extra")]
    if ProcessInfo.processInfo.environment["SERVER"] == nil {
        package.targets.append(contentsOf: [.target(name: "Client", dependencies: ["App"])])
    } else {
        package.targets.append(.target(name: "Server"))
    }
    """
    let sources = ["Core", "App", "Extra", "Client", "Server"].map { ("Sources/\($0)/\($0).swift", "") }
    try withFiles(Dictionary(uniqueKeysWithValues: sources + [("Package.swift", manifest)])) { root in
        let project = try RelativeProject.open("", in: root)
        #expect(project.modules.map(\.name) == ["Core", "App", "Extra", "Client"])
        #expect(project.modules.map(\.dependencies) == [[], ["Core"], [], ["App"]])
        #expect(project.warnings == [
            "Package.swift:5:1: warning: cannot evaluate this condition without running Package.swift: what it adds is read as if it holds",
        ])
    }
}

@Test func constantsDefinedByEachOtherAreComputedNotALoop() throws {
    let manifest = """
    import PackageDescription
    let names = others
    let others = names
    let package = Package(name: "Loop", targets: names)
    """
    try withFiles(["Package.swift": manifest]) { root in
        let project = try RelativeProject.open("", in: root)
        #expect(project.modules == [])
        #expect(project.warnings == ["Package.swift:3:14: warning: cannot read a computed target list without running Package.swift: it is left out"])
    }
}

@Test func aManifestThatDoesNotParseIsAnErrorAtSwiftSyntaxsPlace() throws {
    let manifest = """
    import PackageDescription
    let package = Package(
        name: "Broken",
        targets: [.target(name: "App"]
    )
    """
    try withFiles(["Package.swift": manifest, "Sources/App/App.swift": ""]) { root in
        let error = #expect(throws: ProjectError.self) { try Project.open(root + "/Sources/App/App.swift") }
        #expect(error?.diagnostic.summary == "\(root)/Package.swift:4:34: error: expected ')' to end function call")
        #expect(error?.diagnostic.sourceLine == "    targets: [.target(name: \"App\"]")
    }
}

@Test func aDependencyWhoseManifestIsBrokenIsUnloadableWithItsErrorAsAWarning() throws {
    let manifest = """
    import PackageDescription
    let package = Package(name: "App", dependencies: [.package(path: "Kit")], targets: [.target(name: "App", dependencies: ["Kit"])])
    """
    try withFiles(["Package.swift": manifest, "Sources/App/App.swift": "", "Kit/Package.swift": "let package = Package(", "Kit/Sources/Kit/Kit.swift": ""]) { root in
        let project = try RelativeProject.open("", in: root)
        #expect(project.modules == [ProjectModule(name: "App", sourceFiles: ["Sources/App/App.swift"])])
        #expect(project.unloadable == [UnloadableDependency(name: "Kit", reason: "its package's Package.swift cannot be read")])
        #expect(project.warnings == ["Kit/Package.swift:1:23: warning: expected value and ')' to end function call"])
    }
}
