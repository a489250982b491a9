# cause: module-get-attr-non-object
# expect: Cannot convert from type `float` to `ffi.Object`
# capture: pytest-line
import tvm
from tvm.script import ir as I, relax as R


@I.ir_module
class Model:
    I.module_attrs({"calib_scale": 0.0078125})

    @R.function
    def main(x: R.Tensor((4,), "float32")) -> R.Tensor((4,), "float32"):
        return R.round(x)


def test_calibration_scale_survives_roundtrip():
    mod = tvm.script.from_source(Model.script())
    assert abs(mod.get_attr("calib_scale") - 0.0078125) < 1e-12
