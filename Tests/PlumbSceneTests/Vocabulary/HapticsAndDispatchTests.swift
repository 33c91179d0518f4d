import Foundation
import PlumbLayout
import Testing
@testable import PlumbScene

/// App code that haptics, dispatch queues, timers and the iOS 13 alerts run in: it loads, and a still picture shows
/// the state once the queue has run and before anything scheduled for later.
@Test func dispatchedWorkRunsDelayedWorkAndTimersWaitAndHapticsDoNothing() {
    let solution = SceneHarness("""
    import UIKit
    struct ContentView: View {
        @State private var offset = 0
        @State private var later = "before"
        @State private var show = false
        @State private var timer: Timer?
        let feedback = UIImpactFeedbackGenerator(style: .medium)
        var body: some View {
            VStack {
                Text("\\(offset)").id("offset")
                Text(later).id("later")
                Button("Tap") {
                    feedback.prepare()
                    feedback.impactOccurred()
                    UINotificationFeedbackGenerator().notificationOccurred(.success)
                    UISelectionFeedbackGenerator().selectionChanged()
                    show = true
                }
                .id("tap")
                .alert(isPresented: $show) {
                    Alert(title: Text("Hi"), message: Text("There"), primaryButton: .destructive(Text("Delete")), secondaryButton: .cancel())
                }
                .actionSheet(isPresented: $show) {
                    ActionSheet(title: Text("Pick"), buttons: [.default(Text("A")) { }, .cancel()])
                }
            }
            .onAppear {
                DispatchQueue.main.async { offset = 12 }
                DispatchQueue.global(qos: .userInitiated).async { offset += 1 }
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { later = "after" }
                timer = Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { _ in offset += 100 }
            }
        }
    }
    """).solve()
    #expect(SceneHarness.summaries(solution) == [])
    #expect(SceneHarness.text("offset", in: solution) == "13")
    #expect(SceneHarness.text("later", in: solution) == "before")
}
