# cause: split_unsorted_indices
# expect: split_indices must be sorted
# capture: pytest
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class QKV:
    @R.function
    def main(x: R.Tensor((1, 4, 96), "float32")):
        with R.dataflow():
            qkv = R.split(x, indices_or_sections=[64, 32], axis=-1)
            q = qkv[0]
            R.output(q)
        return q


def test_qkv_split():
    tvm.compile(QKV, target="llvm")
