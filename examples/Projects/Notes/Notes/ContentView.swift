import SwiftUI

struct ContentView: View {
    @State private var notes = Note.samples

    var body: some View {
        NavigationStack {
            List(notes) { note in
                NoteRow(note: note)
            }
            .navigationTitle("Notes")
        }
    }
}

#Preview {
    ContentView()
}
