// Plain C++ that names orientation: lambdas, subscripts and attributes are no messages.
#include <vector>

enum class Orientation { Portrait, Landscape };

[[nodiscard]] Orientation rotated( Orientation orientation )
{
    std::vector<int> sides = { 1, 2 };
    auto flip = [orientation, &sides]( int index ) { return sides[index] == 1; };
    // [see the statusBarOrientation note]
    return flip( 0 ) ? Orientation::Landscape : Orientation::Portrait;
}
