import SwiftUI

struct DeviceRotationModifier: ViewModifier {
    let orientationModel: DeviceOrientationModel

    func body(content: Content) -> some View {
        content
            .frame(width: 60, height: 60)
            .rotationEffect(orientationModel.rotationAngle) // expect: ORI-722
    }
}

struct LoadingChevron: View {
    @State var rotationAngle = 0.0
    let photo: UIImage

    var body: some View {
        VStack {
            Image(systemName: "chevron.down")
                .rotationEffect(.degrees(rotationAngle))
            Image(uiImage: photo)
                .rotationEffect(angle(for: photo.imageOrientation))
        }
    }

    func angle(for orientation: UIImage.Orientation) -> Angle { .zero }
}
