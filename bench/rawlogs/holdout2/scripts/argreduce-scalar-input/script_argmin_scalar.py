# cause: argreduce-scalar-input
# expect: Cannot reduce a 0 dim Tensor
# capture: combined
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Pick:
    @R.function
    def main(cost: R.Tensor((), "float16")):
        with R.dataflow():
            j = R.argmin(cost)
            R.output(j)
        return j


print(Pick)
lowered = relax.transform.LegalizeOps()(Pick)
lowered.show()
