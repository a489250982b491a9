# cause: extern_func_in_module_segfault
# expect: Segfault encountered
# capture: stderr
import tvm
from tvm import relax
from tvm.relax.dpl import is_op, wildcard
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Pipeline:
    @R.function
    def main(
        x: R.Tensor((16, 16), "float32"), w: R.Tensor((16, 16), "float32")
    ) -> R.Tensor((16, 16), "float32"):
        with R.dataflow():
            y = R.matmul(x, w)
            z = R.nn.relu(y)
            R.output(z)
        return z


mod = Pipeline
# the runtime provides a hand-written kernel that other functions may call later
mod["custom_gemm"] = relax.ExternFunc("my_runtime.custom_gemm")
print([gv.name_hint for gv in mod.get_global_vars()])

patterns = [("mylib.matmul_relu", is_op("relax.nn.relu")(is_op("relax.matmul")(wildcard(), wildcard())))]
mod = relax.transform.FuseOpsByPattern(patterns)(mod)
print(mod)
