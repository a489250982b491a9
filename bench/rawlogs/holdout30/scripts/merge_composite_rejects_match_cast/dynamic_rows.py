# cause: merge_composite_rejects_match_cast
# expect: TypeError: Invalid type: relax\.expr\.MatchCast
# capture: stderr
import tvm
from tvm import relax
from tvm.relax.dpl import is_op, wildcard
from tvm.script import ir as I
from tvm.script import relax as R
from tvm.script import tirx as T


@I.ir_module
class Ragged:
    @R.function
    def main(
        x: R.Tensor(("n", 64), "float32"), w: R.Tensor((64, 64), "float32")
    ) -> R.Tensor(("n", 64), "float32"):
        n = T.int64()
        with R.dataflow():
            h = R.matmul(x, w)
            a = R.nn.relu(h)
            b = R.match_cast(a, R.Tensor((n, 64), "float32"))
            o = R.add(b, x)
            R.output(o)
        return o


mm_relu = is_op("relax.nn.relu")(is_op("relax.matmul")(wildcard(), wildcard()))
mod = relax.transform.FuseOpsByPattern([("dnnl.matmul_relu", mm_relu)])(Ragged)
mod = relax.transform.MergeCompositeFunctions()(mod)
mod.show()
