import Foundation
import Testing
@testable import PlumbScene

private let pbxproj = """
// !$*UTF8*$!
{
	archiveVersion = 1;
	classes = {
	};
	objectVersion = 77;
	objects = {

/* Begin PBXBuildFile section */
		B1 /* App.swift in Sources */ = {isa = PBXBuildFile; fileRef = F1 /* App.swift */; };
		B2 /* Helper.swift in Sources */ = {isa = PBXBuildFile; fileRef = F2 /* Helper.swift */; };
		B3 /* Assets.xcassets in Resources */ = {isa = PBXBuildFile; fileRef = F3 /* Assets.xcassets */; };
		B4 /* Localizable.strings in Resources */ = {isa = PBXBuildFile; fileRef = V1 /* Localizable.strings */; };
		B5 /* Charts in Frameworks */ = {isa = PBXBuildFile; productRef = P1 /* Charts */; };
		B6 /* Tools.swift in Sources */ = {isa = PBXBuildFile; fileRef = F6 /* Tools.swift */; };
		B7 /* Sounds in Resources */ = {isa = PBXBuildFile; fileRef = F7 /* Sounds */; };
		B8 /* InfoPlist.strings in Resources */ = {isa = PBXBuildFile; fileRef = V2 /* InfoPlist.strings */; };
		B9 /* Main.storyboard in Resources */ = {isa = PBXBuildFile; fileRef = V3 /* Main.storyboard */; };
		B11 /* Gone.swift in Sources */ = {isa = PBXBuildFile; fileRef = F13 /* Gone.swift */; };
		B10 /* Settings.strings in Resources */ = {isa = PBXBuildFile; fileRef = V4 /* Settings.strings */; };
/* End PBXBuildFile section */

		F1 /* App.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = App.swift; sourceTree = "<group>"; };
		F2 /* Helper.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Helper.swift; sourceTree = "<group>"; };
		F3 /* Assets.xcassets */ = {isa = PBXFileReference; lastKnownFileType = folder.assetcatalog; path = Assets.xcassets; sourceTree = "<group>"; };
		F4 /* en */ = {isa = PBXFileReference; lastKnownFileType = text.plist.strings; name = en; path = en.lproj/Localizable.strings; sourceTree = "<group>"; };
		F5 /* de */ = {isa = PBXFileReference; lastKnownFileType = text.plist.strings; name = de; path = de.lproj/Localizable.strings; sourceTree = "<group>"; };
		F6 /* Tools.swift */ = {isa = PBXFileReference; path = "Shared/Tools.swift"; sourceTree = SOURCE_ROOT; };
		F7 /* Sounds */ = {isa = PBXFileReference; lastKnownFileType = folder; path = Sounds; sourceTree = "<group>"; };
		F9 /* LocalTools */ = {isa = PBXFileReference; lastKnownFileType = wrapper; name = LocalTools; path = LocalTools; sourceTree = "<group>"; };
		F8 /* My App.app */ = {isa = PBXFileReference; explicitFileType = wrapper.application; path = "My App.app"; sourceTree = BUILT_PRODUCTS_DIR; };
		F10 /* en */ = {isa = PBXFileReference; name = en; path = en.lproj/InfoPlist.strings; sourceTree = "<group>"; };
		F11 /* Base */ = {isa = PBXFileReference; name = Base; path = Base.lproj/Main.storyboard; sourceTree = "<group>"; };
		F13 /* Gone.swift */ = {isa = PBXFileReference; path = Gone.swift; sourceTree = "<group>"; };
		F12 /* Base */ = {isa = PBXFileReference; name = Base; path = Base.lproj/Settings.strings; sourceTree = "<group>"; };
		V2 /* InfoPlist.strings */ = {isa = PBXVariantGroup; children = (F10, ); name = InfoPlist.strings; sourceTree = "<group>"; };
		V3 /* Main.storyboard */ = {isa = PBXVariantGroup; children = (F11, ); name = Main.storyboard; sourceTree = "<group>"; };
		V4 /* Settings.strings */ = {isa = PBXVariantGroup; children = (F12, ); name = Settings.strings; sourceTree = "<group>"; };
		V1 /* Localizable.strings */ = {isa = PBXVariantGroup; children = (F4 /* en */, F5 /* de */, ); name = Localizable.strings; sourceTree = "<group>"; };
		G0 = {isa = PBXGroup; children = (G1 /* My App */, S1 /* Widgets */, S2 /* Notifications */, F6, F9, G3 /* Products */, ); sourceTree = "<group>"; };
		G1 /* My App */ = {isa = PBXGroup; children = (F1, G2, F3, V1, V2, V3, V4, F7, F13, ); path = "My App"; sourceTree = "<group>"; };
		G2 /* Support */ = {isa = PBXGroup; children = (F2, ); path = Support; sourceTree = "<group>"; };
		G3 /* Products */ = {isa = PBXGroup; children = (F8, ); name = Products; sourceTree = "<group>"; };
		S1 /* Widgets */ = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (E1 /* Exceptions for "Widgets" folder in "Widgets" target */, ); path = Widgets; sourceTree = "<group>"; };
		S2 /* Notifications */ = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (E2, ); path = Notifications; sourceTree = "<group>"; };
		E2 = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Service.swift, ); target = T4 /* Notifications */; };
		E1 = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Preview/Draft.swift, ); target = T2 /* Widgets */; };
		T1 /* My App */ = {
			isa = PBXNativeTarget;
			buildPhases = (SP1 /* Sources */, RP1 /* Resources */, FP1 /* Frameworks */, );
			dependencies = (D1, );
			name = "My App";
			packageProductDependencies = (P1 /* Charts */, P3 /* Missing */, P4 /* Tools */, );
			productReference = F8;
			productType = "com.apple.product-type.application";
		};
		T2 /* Widgets */ = {isa = PBXNativeTarget; buildPhases = (); fileSystemSynchronizedGroups = (S1 /* Widgets */, ); name = Widgets; packageProductDependencies = (P2, ); productType = "com.apple.product-type.framework"; };
		T3 /* My AppTests */ = {isa = PBXNativeTarget; buildPhases = (SP1, ); name = "My AppTests"; productType = "com.apple.product-type.bundle.unit-test"; };
		T4 /* Notifications */ = {isa = PBXNativeTarget; buildPhases = (); name = Notifications; packageProductDependencies = (P5, ); productType = "com.apple.product-type.app-extension"; };
		D1 = {isa = PBXTargetDependency; target = T2 /* Widgets */; targetProxy = X1; };
		SP1 /* Sources */ = {isa = PBXSourcesBuildPhase; buildActionMask = 2147483647; files = (B1, B2, B6, B11, ); runOnlyForDeploymentPostprocessing = 0; };
		RP1 /* Resources */ = {isa = PBXResourcesBuildPhase; files = (B3, B4, B7, B8, B9, B10, ); };
		FP1 /* Frameworks */ = {isa = PBXFrameworksBuildPhase; files = (B5, ); };
		P1 /* Charts */ = {isa = XCSwiftPackageProductDependency; package = R1 /* XCRemoteSwiftPackageReference "charts" */; productName = Charts; };
		P2 /* Kit */ = {isa = XCSwiftPackageProductDependency; package = R2; productName = Kit; };
		P3 /* Missing */ = {isa = XCSwiftPackageProductDependency; package = R3; productName = Missing; };
		P4 /* Tools */ = {isa = XCSwiftPackageProductDependency; productName = Tools; };
		P5 /* Charts */ = {isa = XCSwiftPackageProductDependency; productName = Charts; };
		R1 = {isa = XCRemoteSwiftPackageReference; repositoryURL = "https://github.com/example/charts"; requirement = {kind = upToNextMajorVersion; minimumVersion = 1.0.0; }; };
		R2 = {isa = XCLocalSwiftPackageReference; relativePath = Packages/Kit; };
		R3 = {isa = XCRemoteSwiftPackageReference; repositoryURL = "https://github.com/example/missing.git"; };
		PR /* Project object */ = {isa = PBXProject; developmentRegion = en; knownRegions = (en, de, Base, ); mainGroup = G0; packageReferences = (R1, R2, R3, ); targets = (T1, T2, T3, T4, ); };
	};
	rootObject = PR /* Project object */;
}
"""

private func package(_ name: String) -> String {
    """
    // swift-tools-version: 5.9
    import PackageDescription
    let package = Package(name: "\(name)", products: [.library(name: "\(name)", targets: ["\(name)"])], targets: [.target(name: "\(name)")])
    """
}

private let shop: [String: String] = [
    "Shop.xcodeproj/project.pbxproj": pbxproj,
    "My App/App.swift": "",
    "My App/Support/Helper.swift": "",
    "My App/Unlisted.swift": "",
    "My App/Assets.xcassets/Contents.json": "{}",
    "My App/en.lproj/Localizable.strings": "",
    "My App/de.lproj/Localizable.strings": "",
    "My App/Base.lproj/Settings.strings": "",
    "My App/Sounds/ding.caf": "",
    "Shared/Tools.swift": "",
    "Widgets/Widget.swift": "",
    "Widgets/Preview/Draft.swift": "",
    "Widgets/Media.xcassets/Contents.json": "{}",
    "Widgets/Localizable.xcstrings": "{}",
    "SourcePackages/checkouts/charts/Package.swift": package("Charts"),
    "SourcePackages/checkouts/charts/Sources/Charts/Chart.swift": "",
    "Packages/Kit/Package.swift": package("Kit"),
    "Packages/Kit/Sources/Kit/Kit.swift": "",
    "LocalTools/Package.swift": package("Tools"),
    "LocalTools/Sources/Tools/Tools.swift": "",
    "Notifications/Service.swift": "",
    "Notifications/Info.plist": "",
]

@Test func anXcodeProjectsTargetsAreModulesOfTheirPhasesFoldersAndPackages() throws {
    try withFiles(shop) { root in
        let project = try RelativeProject.open("", in: root)
        #expect(project.kind == .xcodeProject)
        #expect(project.modules == [
            ProjectModule(name: "Kit", sourceFiles: ["Packages/Kit/Sources/Kit/Kit.swift"], isPackageDependency: true),
            ProjectModule(name: "Charts", sourceFiles: ["SourcePackages/checkouts/charts/Sources/Charts/Chart.swift"], isPackageDependency: true),
            ProjectModule(name: "Tools", sourceFiles: ["LocalTools/Sources/Tools/Tools.swift"], isPackageDependency: true),
            ProjectModule(
                name: "Widgets", sourceFiles: ["Widgets/Widget.swift"], assetCatalogs: ["Widgets/Media.xcassets"],
                stringsFiles: ["Widgets/Localizable.xcstrings"], resourceFolders: ["Widgets"], dependencies: ["Kit"]
            ),
            ProjectModule(
                name: "My_App", sourceFiles: ["My App/App.swift", "My App/Support/Helper.swift", "Shared/Tools.swift"],
                assetCatalogs: ["My App/Assets.xcassets"], stringsFiles: ["My App/Base.lproj/Settings.strings", "My App/en.lproj/Localizable.strings"],
                resourceFolders: ["My App/Sounds"], dependencies: ["Widgets", "Charts", "Tools"]
            ),
            ProjectModule(name: "Notifications", sourceFiles: ["Notifications/Service.swift"], dependencies: ["Charts"]),
        ])
        #expect(project.unloadable == [
            UnloadableDependency(name: "Missing", reason: "package 'missing' is not checked out in SourcePackages/checkouts or .build/checkouts: resolve the packages first"),
        ])
        #expect(project.warnings == ["My App/Gone.swift:1:1: warning: cannot read 'My App/Gone.swift': no such file or folder"])
    }
}

@Test func theXcodeprojBundleAndAFileInsideTheProjectOpenTheSameProject() throws {
    try withFiles(shop) { root in
        let whole = try Project.open(root)
        #expect(try Project.open(root + "/Shop.xcodeproj").modules == whole.modules)
        #expect(try Project.open(root + "/My App/Support/Helper.swift").modules == whole.modules)
    }
}

@Test func aBrokenPbxprojIsAWarningAndTheFolderIsReadAsOneModule() throws {
    let broken = """
    // !$*UTF8*$!
    {
    \tobjects = { A = {isa = PBXProject; targets = (T1 T2); }; };
    }
    """
    try withFiles(["Broken.xcodeproj/project.pbxproj": broken, "App.swift": "", "Views/Row.swift": ""]) { root in
        let project = try RelativeProject.open("", in: root)
        #expect(project.kind == .xcodeProject)
        #expect(project.modules == [ProjectModule(name: "Broken", sourceFiles: ["App.swift", "Views/Row.swift"], resourceFolders: ["."])])
        #expect(project.warnings == [
            "Broken.xcodeproj/project.pbxproj:3:51: warning: expected ',' or ')' in an array: reading the folder's Swift files as one module instead",
        ])
    }
}

@Test func anXcodeprojWithoutAPbxprojIsReadAsAFolder() throws {
    try withFiles(["Scratch.xcodeproj/xcuserdata/me.xcuserdatad/x.plist": "", "App.swift": ""]) { root in
        let project = try RelativeProject.open("App.swift", in: root)
        #expect(project.modules == [ProjectModule(name: "Scratch", sourceFiles: ["App.swift"], resourceFolders: ["."])])
        #expect(project.warnings == [
            "Scratch.xcodeproj:1:1: warning: no project.pbxproj in 'Scratch.xcodeproj': reading the folder's Swift files as one module instead",
        ])
    }
}

@Test func aPackageBesideAnXcodeProjectIsTheProjectUnlessItHasNoModules() throws {
    let placeholder = "import PackageDescription\nlet package = Package(name: \"client\", products: [], targets: [])"
    try withFiles(shop.merging(["Package.swift": placeholder]) { $1 }) { root in
        let project = try RelativeProject.open("", in: root)
        #expect(project.kind == .xcodeProject)
        #expect(project.modules.map(\.name) == ["Kit", "Charts", "Tools", "Widgets", "My_App", "Notifications"])
        #expect(try Project.open(root + "/My App/App.swift").module(containing: root + "/My App/App.swift")?.name == "My_App")
    }
    let package = "import PackageDescription\nlet package = Package(name: \"Shop\", targets: [.target(name: \"Shop\", path: \"Shared\")])"
    try withFiles(shop.merging(["Package.swift": package]) { $1 }) { root in
        let project = try RelativeProject.open("", in: root)
        #expect(project.kind == .swiftPackage)
        #expect(project.modules == [ProjectModule(name: "Shop", sourceFiles: ["Shared/Tools.swift"])])
    }
}

@Test func aProjectsPathsAreFoundIgnoringCaseAsOnAMac() throws {
    var files = shop
    files["My App/support/Helper.swift"] = files.removeValue(forKey: "My App/Support/Helper.swift")
    files["shared/TOOLS.swift"] = files.removeValue(forKey: "Shared/Tools.swift")
    try withFiles(files) { root in
        let project = try RelativeProject.open("", in: root)
        #expect(project.modules.first { $0.name == "My_App" }?.sourceFiles == ["My App/App.swift", "My App/support/Helper.swift", "shared/TOOLS.swift"])
        #expect(project.warnings == ["My App/Gone.swift:1:1: warning: cannot read 'My App/Gone.swift': no such file or folder"])
        #expect(try Project.open(root + "/My App/support/Helper.swift").modules == Project.open(root).modules)
    }
}
