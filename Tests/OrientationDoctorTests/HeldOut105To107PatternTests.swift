import Testing

@testable import OrientationDoctor

/// Patterns the blind sets 105 to 107 showed (ALCameraViewController, KRVideoPlayer; IDMPhotoBrowser,
/// DKImagePickerController, Fusuma; CodingChallenge-500px, Lightbox, INSPhotoGallery, SwiftUIExtension).
@Suite struct HeldOut105To107PatternTests {
    /// A view turned by the angle between two interface orientations (a counter-rotation of a camera's buttons)
    /// fakes a rotation whatever the number, in Swift and Objective-C; a map heading named `orientation` does not.
    @Test func aTurnByTheAngleBetweenTwoOrientationsIsATransformRotation() throws {
        try PatternScan("TransformBetweenOrientations").expectOnlyTheMarkers()
    }
}
