import Foundation

/// Runs the built `plumb` executable (it sits beside the test bundle) and captures its output and exit status.
struct PlumbCommand {
    let status: Int32
    let stdout: String
    let stderr: String

    /// Runs `plumb arguments` in `directory`, with `environment`'s variables set (a nil value unsets one).
    init(_ arguments: [String], in directory: URL? = nil, environment: [String: String?] = [:]) throws {
        let process = Process()
        process.executableURL = Self.executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        if !environment.isEmpty {
            var variables = ProcessInfo.processInfo.environment
            for (name, value) in environment { variables[name] = value }
            process.environment = variables
        }
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        status = process.terminationStatus
        stdout = String(decoding: outData, as: UTF8.self)
        stderr = String(decoding: errData, as: UTF8.self)
    }

    static var executable: URL {
        var directory = Bundle.main.bundleURL
        while directory.path != "/", !FileManager.default.fileExists(atPath: directory.appendingPathComponent("plumb").path) {
            directory.deleteLastPathComponent()
        }
        return directory.appendingPathComponent("plumb")
    }

    /// A scene file in a fresh temporary folder.
    static func scene(_ source: String, named name: String = "Scene.swift") throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent(name)
        try source.write(to: file, atomically: true, encoding: .utf8)
        return file
    }
}

/// The package's own folder, found from this source file: where README.md, docs/ and examples/ are.
enum Repository {
    static var root: URL {
        var directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: directory.appendingPathComponent("Package.swift").path) {
            directory.deleteLastPathComponent()
        }
        return directory
    }
}
