// swift-tools-version: 5.9
import PackageDescription

let package = Package(
    name: "FlowKit",
    platforms: [.iOS(.v17), .macOS(.v14)],
    products: [
        .library(name: "FlowKit", targets: ["FlowKit"]),
    ],
    targets: [
        .target(name: "FlowKit"),
    ]
)
