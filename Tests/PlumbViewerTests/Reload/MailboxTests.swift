import Foundation
import Testing
@testable import PlumbViewer

@Test func theNewestValuePutReplacesTheOneWaiting() {
    let mailbox = Mailbox<String>()
    #expect(mailbox.isEmpty)
    #expect(mailbox.put("first"))
    #expect(mailbox.put("second"))
    #expect(!mailbox.isEmpty)
    #expect(mailbox.take() == "second")
    #expect(mailbox.isEmpty, "a value is taken once; the first was never to be taken")
}

@Test func takingWaitsForAValuePutFromAnotherThread() {
    let mailbox = Mailbox<Int>()
    let taken = Mailbox<Int?>()
    Thread { taken.put(mailbox.take()) }.start()
    mailbox.put(7)
    #expect(taken.take() == 7)
}

@Test func closingEndsAWaitingTakeAndDropsTheValueWaiting() {
    let mailbox = Mailbox<Int>()
    let ended = Mailbox<Int?>()
    Thread { ended.put(mailbox.take()) }.start()
    mailbox.close()
    #expect(ended.take() == .some(nil), "the waiting thread is woken with nothing")
    let closed = Mailbox<Int>()
    closed.put(1)
    closed.close()
    #expect(closed.take() == nil)
    #expect(!closed.put(2))
    #expect(closed.isEmpty)
}
