import CX11
import Foundation

/// A private X server for end-to-end tests: `Xvfb` on a free display number of its choosing.
final class Xvfb {
    let process: Process
    let display: String

    /// The Xvfb binary on the PATH, if installed.
    static var executable: String? {
        let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return paths.map { "\($0)/Xvfb" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Starts on a display number the server chooses itself (`-displayfd`), so test runs at the same time never pick
    /// the same one; waits until it reports the number and then until a client can connect. `-noreset`: by default
    /// the server resets when its last client leaves, closing its socket for a moment, and a viewer started just then
    /// could not open the display (about one full test run in ten).
    init() throws {
        guard let executable = Self.executable else { throw TestFailure("Xvfb is not installed") }
        let process = Process()
        let report = Pipe()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["-displayfd", "1", "-screen", "0", "1024x768x24", "-nolisten", "tcp", "-noreset"]
        process.standardOutput = report
        process.standardError = FileHandle.nullDevice
        try process.run()
        var output = Data()
        let reading = report.fileHandleForReading
        while !output.contains(UInt8(ascii: "\n")) {
            let chunk = reading.availableData
            guard !chunk.isEmpty else { break }
            output += chunk
        }
        guard let number = Int(String(decoding: output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)), process.isRunning else {
            process.terminate()
            throw TestFailure("Xvfb did not start")
        }
        let display = ":\(number)"
        let accepts = eventually {
            guard let connection = XOpenDisplay(display) else { return false }
            XCloseDisplay(connection)
            return true
        }
        guard accepts else {
            process.terminate()
            throw TestFailure("Xvfb on \(display) does not accept connections")
        }
        self.process = process
        self.display = display
    }

    /// Kills the server (SIGKILL: children of the test runner inherit its blocked SIGTERM) and removes its lock and
    /// socket.
    func stop() {
        guard process.isRunning else { return }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        let number = display.dropFirst()
        try? FileManager.default.removeItem(atPath: "/tmp/.X\(number)-lock")
        try? FileManager.default.removeItem(atPath: "/tmp/.X11-unix/X\(number)")
    }

    deinit { stop() }

    /// Runs `xdotool` with `arguments` on this display.
    func xdotool(_ arguments: String...) throws {
        let tool = Process()
        tool.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        tool.arguments = ["xdotool"] + arguments
        tool.environment = ProcessInfo.processInfo.environment.merging(["DISPLAY": display]) { $1 }
        try tool.run()
        tool.waitUntilExit()
        guard tool.terminationStatus == 0 else { throw TestFailure("xdotool \(arguments.joined(separator: " ")) failed") }
    }
}

/// A window's pixels as the X server has them (XGetImage), as 0xRRGGBB.
struct WindowPixels {
    let width: Int
    let height: Int
    let pixels: [UInt32]

    static func capture(window: UInt, display name: String) -> WindowPixels? {
        guard let display = XOpenDisplay(name) else { return nil }
        defer { XCloseDisplay(display) }
        var attributes = XWindowAttributes()
        guard XGetWindowAttributes(display, Window(window), &attributes) != 0 else { return nil }
        guard let image = XGetImage(display, Window(window), 0, 0, UInt32(attributes.width), UInt32(attributes.height), UInt(bitPattern: -1), ZPixmap) else { return nil }
        defer { _ = image.pointee.f.destroy_image(image) }
        let width = Int(image.pointee.width), height = Int(image.pointee.height), stride = Int(image.pointee.bytes_per_line)
        let data = UnsafeRawPointer(image.pointee.data!)
        var pixels: [UInt32] = []
        pixels.reserveCapacity(width * height)
        for y in 0..<height {
            for x in 0..<width { pixels.append(data.loadUnaligned(fromByteOffset: y * stride + 4 * x, as: UInt32.self) & 0xFFFFFF) }
        }
        return WindowPixels(width: width, height: height, pixels: pixels)
    }

    subscript(x: Int, y: Int) -> UInt32 { pixels[y * width + x] }

    /// The bounding box of the pixels of exactly `color`.
    func bounds(of color: UInt32) -> CGRect? {
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        for y in 0..<height {
            for x in 0..<width where pixels[y * width + x] == color {
                minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        guard maxX >= 0 else { return nil }
        return CGRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }

    func count(of color: UInt32) -> Int { pixels.lazy.filter { $0 == color }.count }

    /// How many pixels of the status line's text are lit: its rows are those whose left margin has the status line's
    /// dark fill, whatever number of rows it wraps onto.
    var statusInk: Int {
        (0..<height).filter { self[2, $0] == 0x2B2B30 }.reduce(0) { total, y in
            total + (6..<width).filter { self[$0, y] >> 16 > 0x80 }.count
        }
    }
}

struct TestFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// How much longer than usual a wait may take: `PLUMB_TEST_TIME_SCALE`, which scripts/sanitize.sh sets because a
/// sanitized viewer runs several times slower; 1 otherwise.
let testTimeScale = ProcessInfo.processInfo.environment["PLUMB_TEST_TIME_SCALE"].flatMap(Double.init) ?? 1

/// Polls `condition` every 20 ms until it holds or `timeout` seconds (times ``testTimeScale``) pass; returns
/// whether it held.
func eventually(timeout: Double = 5, _ condition: () throws -> Bool) rethrows -> Bool {
    let deadline = Date().addingTimeInterval(timeout * testTimeScale)
    while Date() < deadline {
        if try condition() { return true }
        usleep(20_000)
    }
    return try condition()
}
