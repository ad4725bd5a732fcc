#if canImport(UIKit)
import OrientationConformance
import UIKit

/// A small panel laid over the plan's screens, a subview of the window (not
/// a view controller, not a window: it takes no part in orientation). It
/// shows the step under way and what the person should do, offers Skip,
/// and publishes the run's status and, at the end, the observation for UI
/// tests (``UnattendedStatus``).
final class ReplayPanel: UIView {
    private let stepLabel = UILabel()
    private let promptLabel = UILabel()
    private let skipButton = UIButton(type: .system)
    private let statusElement = UILabel()
    private let observationElement = UILabel()
    /// Set when the person (or a UI test) taps Skip; cleared by the replay.
    var skipRequested = false

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor.black.withAlphaComponent(0.75)
        layer.cornerRadius = 12
        for label in [stepLabel, promptLabel] {
            label.textColor = .white
            label.numberOfLines = 0
            label.font = .preferredFont(forTextStyle: label === stepLabel ? .headline : .body)
        }
        skipButton.setTitle("Skip", for: .normal)
        skipButton.accessibilityIdentifier = UnattendedStatus.skipIdentifier
        skipButton.addTarget(self, action: #selector(skipTapped), for: .touchUpInside)
        for element in [statusElement, observationElement] {
            element.isAccessibilityElement = true
            element.alpha = 0.02
            element.font = .systemFont(ofSize: 1)
        }
        statusElement.accessibilityIdentifier = UnattendedStatus.elementIdentifier
        observationElement.accessibilityIdentifier = UnattendedStatus.observationIdentifier
        let stack = UIStackView(arrangedSubviews: [
            stepLabel, promptLabel, skipButton, statusElement, observationElement,
        ])
        stack.axis = .vertical
        stack.spacing = 6
        stack.translatesAutoresizingMaskIntoConstraints = false
        addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 12),
            stack.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -12),
            stack.topAnchor.constraint(equalTo: topAnchor, constant: 10),
            stack.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -10),
        ])
        publish(.idle)
    }

    required init?(coder: NSCoder) { nil }

    /// Lays the panel over the bottom centre of a window, away from the
    /// left edge (the back swipe) and brings it to the front.
    func attach(to window: UIWindow) {
        if superview !== window {
            translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(self)
            NSLayoutConstraint.activate([
                centerXAnchor.constraint(equalTo: window.centerXAnchor),
                widthAnchor.constraint(equalTo: window.widthAnchor, multiplier: 0.6),
                bottomAnchor.constraint(equalTo: window.safeAreaLayoutGuide.bottomAnchor, constant: -12),
            ])
        }
        window.bringSubviewToFront(self)
    }

    /// Shows a step.
    func show(_ instruction: ReplayInstruction, of count: Int) {
        stepLabel.text = "Step \(instruction.index) of \(count - 1): \(instruction.event)"
        promptLabel.text = instruction.prompt
        promptLabel.isHidden = instruction.prompt == nil
        // App steps offer Skip too: UIKit may never complete one (finding 5).
        skipButton.setTitle("Skip", for: .normal)
        skipButton.isHidden = false
    }

    /// Shows a request that is not a plan step (hold the device as the plan
    /// starts, turn the rotation lock on), with its button's title.
    func ask(_ prompt: String, button: String) {
        promptLabel.text = prompt
        promptLabel.isHidden = false
        skipButton.setTitle(button, for: .normal)
        skipButton.isHidden = false
    }

    /// Publishes the status for UI tests.
    func publish(_ status: UnattendedStatus) {
        statusElement.text = status.description
        statusElement.accessibilityValue = status.description
    }

    @objc private func skipTapped() {
        skipRequested = true
    }
}
#endif
