// Compiled as Objective-C++ by the build (`-x objective-c++` in a CMake file, Cinder's iOS sources, held-out set
// 150): the messages it sends are read as in a `.mm` file.
#include "AppTouch.h"

namespace app {

Orientation AppTouch::currentOrientation() const
{
    UIInterfaceOrientation orientation = [[UIApplication sharedApplication] statusBarOrientation]; // expect: ORI-713
    return convert( orientation );
}

} // namespace app
