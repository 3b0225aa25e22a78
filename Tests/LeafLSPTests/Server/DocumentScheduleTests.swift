import Testing

@testable import LeafLSP

/// The analysis state of open documents that publishing follows: idle, pending version N,
/// analysing version N; an edit supersedes a pending version and an analysis in flight.
@Suite("Server: the schedule of analyses")
struct DocumentScheduleTests {
  @Test("An edit makes a document pending; a newer edit replaces the pending version; publishing it makes it idle")
  func editsSupersedePendingVersions() {
    var schedule = DocumentSchedule()
    #expect(schedule.state(of: "a") == .idle && !schedule.hasWork)
    schedule.changed("a", to: 2)
    schedule.changed("a", to: 3)
    #expect(schedule.state(of: "a") == .pending(version: 3))
    #expect(schedule.pendingKeys == ["a"] && schedule.hasWork)
    schedule.published("a", version: 2)
    #expect(schedule.state(of: "a") == .pending(version: 3), "an older version's publishing changes nothing")
    schedule.published("a", version: 3)
    #expect(schedule.state(of: "a") == .idle && !schedule.hasWork)
  }

  @Test("An analysis off the actor is waited for, and one overtaken by an edit is not published")
  func analysesInFlight() {
    var schedule = DocumentSchedule()
    schedule.changed("big", to: 1)
    schedule.changed("small", to: 7)
    let started = schedule.startAnalysing("big")
    let startedIdle = schedule.startAnalysing("idle")
    #expect(started)
    #expect(!startedIdle, "only a pending document is analysed")
    #expect(schedule.state(of: "big") == .analysing(version: 1) && schedule.isAnalysing)
    #expect(schedule.pendingKeys == ["small"], "the analysed document is not ready to publish")
    schedule.changed("big", to: 2)
    schedule.analysed("big", version: 1)
    #expect(schedule.state(of: "big") == .pending(version: 2), "the analysis of version 1 was overtaken")
    let restarted = schedule.startAnalysing("big")
    #expect(restarted)
    schedule.analysed("big", version: 2)
    #expect(schedule.state(of: "big") == .pending(version: 2) && !schedule.isAnalysing)
    schedule.closed("small")
    #expect(schedule.pendingKeys == ["big"])
  }

  @Test("A change every document reads is work too, until a round takes it")
  func workspaceChanges() {
    var schedule = DocumentSchedule()
    schedule.workspaceChanged = true
    #expect(schedule.hasWork && schedule.pendingKeys.isEmpty)
    schedule.workspaceChanged = false
    schedule.configurationsChanged = true
    #expect(schedule.hasWork)
  }
}
