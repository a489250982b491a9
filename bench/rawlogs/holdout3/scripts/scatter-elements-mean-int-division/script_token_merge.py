# cause: scatter-elements-mean-int-division
# expect: integer divisions
# capture: combined
# env: TVM_BACKTRACE=1
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Merge:
    @R.function
    def main(
        counts: R.Tensor((2, 10), "int8"),
        idx: R.Tensor((2, 3), "int64"),
        upd: R.Tensor((2, 3), "int8"),
    ) -> R.Tensor((2, 10), "int8"):
        with R.dataflow():
            out = R.scatter_elements(counts, idx, upd, axis=-1, reduction="mean")
            R.output(out)
        return out


print(Merge.script(show_meta=False))
lowered = relax.transform.LegalizeOps()(Merge)
print(lowered)
