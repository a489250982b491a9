# cause: split_unsorted_indices_legalize
# expect: split_indices must be sorted
# capture: pytest
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R

@I.ir_module
class Heads:
    @R.function
    def main(x: R.Tensor((6, 10), "float32")):
        with R.dataflow():
            parts = R.split(x, indices_or_sections=[7, 3], axis=1)
            a = parts[0]
            R.output(a)
        return a

def test_split():
    relax.build(Heads, "llvm")
