// The playground's events as numeric codes, and the code of each name the page's tables list in
// the same order (see `eventText` in the page).

import ScrollChromeCore

/// Event codes being recorded.
struct EventCodes {
  var events: [Double]

  mutating func collapse(_ event: CollapseEvent, _ names: CommandNames) {
    events.append(Double(collapseEventCode(event, names)))
  }

  mutating func pull(_ event: PullEvent) { events.append(Double(pullEventCode(event))) }
}

// MARK: Codes (the page's tables list the names in the same order)

func hostCode(_ event: ScrollEvent) -> Int {
  switch event {
  case .geometry: 0
  case .scroll: 1
  case .beginDragging: 2
  case .endDragging: 3
  case .endDecelerating: 4
  case .beginProgrammatic: 5
  case .endProgrammatic: 6
  case .scrollToTop: 7
  case .switchScrollView: 8
  }
}

func fieldCode(_ field: ScrollDiagnostic.Field) -> Int {
  switch field {
  case .offset: 0
  case .viewport: 1
  case .content: 2
  case .insetTop: 3
  case .insetBottom: 4
  case .velocity: 5
  case .time: 6
  case .decelerationRate: 7
  case .phase: 8
  }
}

func problemCode(_ problem: ScrollDiagnostic.Problem) -> Int {
  switch problem {
  case .notFinite: 0
  case .negative: 1
  case .tooLarge: 2
  case .timeWentBackwards: 3
  case .outsideUnitInterval: 4
  case .endDecelerating: 5
  case .endProgrammatic: 6
  case .endDragging: 7
  }
}

func collapseEventCode(_ event: CollapseEvent, _ names: CommandNames) -> Int {
  switch event {
  case .stateChanged(let state): 300 + 10 * collapseStateCode(state)
  case .completed(let id, _, let finished):
    400 + 10 * commandCode(names.name(of: id)) + (finished ? 1 : 0)
  }
}

func pullEventCode(_ event: PullEvent) -> Int {
  switch event {
  case .stateChanged(_, let to): 500 + 10 * pullStateCode(to)
  case .willTrigger: 600
  case .triggered(let state): 700 + 10 * pullStateCode(state)
  }
}

func collapseStateCode(_ state: CollapseState) -> Int {
  switch state {
  case .expanded: 0
  case .partial: 1
  case .collapsed: 2
  }
}

/// A command step's name: 0 expand, 1 collapse, 2 show, 3 hide, 4 setFraction.
func commandCode(_ name: Step.Command.Name) -> Int {
  switch name {
  case .expand: 0
  case .collapse: 1
  case .show: 2
  case .hide: 3
  case .setFraction, .enable, .disable: 4
  }
}

func pullStateCode(_ state: PullState) -> Int {
  switch state {
  case .normal: 0
  case .shallow: 1
  case .deep: 2
  }
}
