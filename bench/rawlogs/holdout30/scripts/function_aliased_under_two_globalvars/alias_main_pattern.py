# cause: function_aliased_under_two_globalvars
# expect: appears in multiple partitions, which can occur when the IRModule was not single-site assignment
# capture: stderr
# env: TVM_BACKTRACE=1
import tvm
from tvm import relax
from tvm.relax.dpl import is_op, wildcard
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Encoder:
    @R.function
    def main(
        x: R.Tensor((1, 128), "float32"),
        w: R.Tensor((128, 128), "float32"),
        b: R.Tensor((128,), "float32"),
    ) -> R.Tensor((1, 128), "float32"):
        with R.dataflow():
            h = R.matmul(x, w)
            h = R.add(h, b)
            o = R.nn.gelu(h)
            R.output(o)
        return o


mod = Encoder
# keep an un-partitioned reference entry point next to the offloaded one
mod["main_reference"] = mod["main"]

dense = is_op("relax.add")(is_op("relax.matmul")(wildcard(), wildcard()), wildcard())
patterns = [("mylib.dense_bias_gelu", is_op("relax.nn.gelu")(dense))]
mod = relax.transform.FuseOpsByPattern(patterns, bind_constants=False)(mod)
mod.show()
