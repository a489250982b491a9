# cause: user_index_put_partial_indices
# expect: IndexPut requires
# capture: pytest-line
import tvm
from tvm.script import ir as I
from tvm.script import relax as R


def main():
    @I.ir_module
    class Upd:
        @R.function
        def main(t: R.Tensor((5, 5, 3), "float32"), i: R.Tensor((2,), "int64"),
                 j: R.Tensor((2,), "int64"), v: R.Tensor((2, 3), "float32")):
            with R.dataflow():
                o = R.index_put(t, (i, j), v)
                R.output(o)
            return o

    tvm.compile(Upd, target="llvm")


def test_update_pixels():
    main()
