import Testing
@testable import PlumbInterpreter

private let bridge = """
final class Coordinator {
    var button = PKPaymentButton(type: .checkout)
    func attach(_ view: UIView) -> UIView {
        view.addTarget(self, action: #selector(tapped), for: .touchUpInside)
        return view
    }
    func tapped() {}
}

func main() {
    print("runs")
    let view: UIView? = nil
    print(view == nil)
}

func bridged() {
    _ = Coordinator()
}
"""

@Test func namesOfUnmodelledFrameworksAreWarnedOnceAndTheRestOfTheFileRuns() throws {
    let harness = Harness(bridge)
    #expect(harness.diagnostics.map(\.summary) == [
        "Test.swift:2:18: warning: 'PKPaymentButton' belongs to PassKit, which Plumb does not model: the code that uses it is left out of the preview, and stops with an error if it runs",
        "Test.swift:3:25: warning: 'UIView' belongs to UIKit, which Plumb does not model: the code that uses it is left out of the preview, and stops with an error if it runs",
        "Test.swift:4:14: warning: no type has a member named 'addTarget'; this code stops with an error if it runs",
        "Test.swift:4:38: warning: '#selector' belongs to the Objective-C runtime, which Plumb does not model: the code that uses it is left out of the preview, and stops with an error if it runs",
    ])
    #expect(try harness.interpreter.callFunction("main") == .void)
    #expect(harness.printed == "runs\ntrue\n")
}

@Test func unmodelledCodeStopsWithAnErrorWhereItRuns() {
    let harness = Harness(bridge)
    _ = harness.diagnostics
    #expect(throws: InterpreterError.self) { try harness.interpreter.callFunction("bridged") }
    do {
        _ = try harness.interpreter.callFunction("bridged")
    } catch let error as InterpreterError {
        #expect(error.diagnostic.summary == "Test.swift:2:18: error: this code cannot run in a preview: it uses 'PKPaymentButton' (PassKit), which Plumb does not model")
    } catch {
        Issue.record("unexpected \(error)")
    }
}

@Test func otherUnknownNamesStayErrors() {
    #expect(loadErrors("func main() { _ = UIntish.zero; _ = Widget() }") == [
        "Test.swift:1:19: error: cannot find 'UIntish' in scope",
        "Test.swift:1:37: error: cannot find 'Widget' in scope",
    ])
}

/// A framework's constants (`kCIInputImageKey`), Core ML's and Core Haptics' classes and AudioToolbox's functions are
/// their frameworks' names; a name that only starts with a `k` stays unknown.
@Test func constantsAndCoreMLAreUnmodelledFrameworks() {
    let harness = Harness("""
    func configure() { let config = MLModelConfiguration(); print(kCIInputImageKey, config) }
    func other() { print(kilo) }
    func buzz() { let engine = try? CHHapticEngine(); AudioServicesPlaySystemSound(1104); print(engine as Any) }
    """)
    #expect(harness.diagnostics.map(\.summary) == [
        "Test.swift:1:33: warning: 'MLModelConfiguration' belongs to Core ML, which Plumb does not model: the code that uses it is left out of the preview, and stops with an error if it runs",
        "Test.swift:1:63: warning: 'kCIInputImageKey' belongs to Core Image, which Plumb does not model: the code that uses it is left out of the preview, and stops with an error if it runs",
        "Test.swift:2:22: error: cannot find 'kilo' in scope",
        "Test.swift:3:33: warning: 'CHHapticEngine' belongs to Core Haptics, which Plumb does not model: the code that uses it is left out of the preview, and stops with an error if it runs",
        "Test.swift:3:51: warning: 'AudioServicesPlaySystemSound' belongs to AudioToolbox, which Plumb does not model: the code that uses it is left out of the preview, and stops with an error if it runs",
    ])
}

/// StoreKit's messages and ActivityKit's live activities are their frameworks' names, not unknown ones.
@Test func storeKitMessagesAndLiveActivitiesAreUnmodelledFrameworks() {
    let harness = Harness("""
    func show(_ message: Message, _ display: DisplayMessageAction) {}
    func end(_ activity: Activity<Int>) {}
    """)
    #expect(harness.diagnostics.map(\.summary) == [
        "Test.swift:1:22: warning: 'Message' belongs to StoreKit, which Plumb does not model: the code that uses it is left out of the preview, and stops with an error if it runs",
        "Test.swift:1:42: warning: 'DisplayMessageAction' belongs to StoreKit, which Plumb does not model: the code that uses it is left out of the preview, and stops with an error if it runs",
        "Test.swift:2:22: warning: 'Activity' belongs to ActivityKit, which Plumb does not model: the code that uses it is left out of the preview, and stops with an error if it runs",
    ])
}

/// A class of a framework Plumb does not model gives its subclasses members Plumb does not know: `view` in a
/// `UIViewController` subclass (named directly or through an alias) is that framework's, not an unknown name.
@Test func aMemberInheritedFromAnUnmodelledClassBelongsToItsFramework() {
    let harness = Harness("""
    typealias ViewController = UIViewController
    final class Controller: ViewController {
        func load() { _ = view }
    }
    final class Direct: UIViewController {
        func hide() { _ = navigationItem }
    }
    final class Plain {
        func hide() { _ = navigationItem }
    }
    """)
    #expect(harness.diagnostics.map(\.summary) == [
        "Test.swift:1:28: warning: 'UIViewController' belongs to UIKit, which Plumb does not model: the code that uses it is left out of the preview, and stops with an error if it runs",
        "Test.swift:3:23: warning: 'view' belongs to the framework of its superclass 'ViewController', which Plumb does not model: the code that uses it is left out of the preview, and stops with an error if it runs",
        "Test.swift:6:23: warning: 'navigationItem' belongs to UIKit, which Plumb does not model: the code that uses it is left out of the preview, and stops with an error if it runs",
        "Test.swift:9:23: error: cannot find 'navigationItem' in scope",
    ])
}
