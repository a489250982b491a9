# cause: with-attr-result-discarded
# expect: ValueError: StructuralEqual check failed
# capture: pytest-short
import tvm
from tvm.script import ir as I, relax as R


@I.ir_module
class Before:
    @R.function
    def main(x: R.Tensor((4, 4), "float32")) -> R.Tensor((4, 4), "float32"):
        y = R.nn.relu(x)
        return y


@I.ir_module
class Expected:
    @R.function
    def main(x: R.Tensor((4, 4), "float32")) -> R.Tensor((4, 4), "float32"):
        R.func_attr({"num_input": 1})
        y = R.nn.relu(x)
        return y


def annotate_num_input(mod):
    out = mod.clone()
    for gv, func in out.functions_items():
        func.with_attr("num_input", 1)
        out[gv] = func
    return out


def test_annotate():
    after = annotate_num_input(Before)
    tvm.ir.assert_structural_equal(after, Expected)
