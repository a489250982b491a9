# cause: entry_function_name_wrong
# expect: Cannot find global var "Main" in the Module
# capture: pytest-line
import tvm
from tvm import relax
from tvm.relax.dpl import is_op, wildcard
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Model:
    @R.function
    def main(
        a: R.Tensor((64, 64), "float32"), b: R.Tensor((64, 64), "float32")
    ) -> R.Tensor((64, 64), "float32"):
        with R.dataflow():
            c = R.matmul(a, b)
            d = R.exp(c)
            R.output(d)
        return d

    @R.function
    def aux(a: R.Tensor((64, 64), "float32")) -> R.Tensor((64, 64), "float32"):
        with R.dataflow():
            b = R.multiply(a, a)
            R.output(b)
        return b


def test_runcodegen_only_main():
    patterns = [("mylib.matmul", is_op("relax.matmul")(wildcard(), wildcard()))]
    mod = relax.transform.FuseOpsByPattern(patterns, annotate_codegen=False)(Model)
    mod = relax.transform.RunCodegen(entry_functions=["Main"])(mod)
    assert "aux" in [gv.name_hint for gv in mod.get_global_vars()]
