# cause: structural-hash-api-moved
# expect: module 'tvm.ir' has no attribute 'structural_equal'
# capture: pytest-short
import tvm
from tvm.script import ir as I, relax as R


@I.ir_module
class Model:
    @R.function
    def main(x: R.Tensor((2, 2), "float32")) -> R.Tensor((2, 2), "float32"):
        return R.add(x, R.const(1.0, "float32"))


def test_json_roundtrip_equal():
    loaded = tvm.ir.load_json(tvm.ir.save_json(Model))
    assert tvm.ir.structural_equal(loaded, Model)
