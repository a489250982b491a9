# cause: module-get-attr-non-object
# expect: Cannot convert from type `ffi.SmallStr` to `ffi.Object`
# capture: pytest-native
import tvm
from tvm.script import ir as I, relax as R


@I.ir_module
class Model:
    @R.function
    def main(x: R.Tensor((2, 2), "float32")) -> R.Tensor((2, 2), "float32"):
        return R.negative(x)


def test_version_tag():
    mod = Model.with_attr("version", "v3")
    assert mod.get_attr("version") == "v3"
