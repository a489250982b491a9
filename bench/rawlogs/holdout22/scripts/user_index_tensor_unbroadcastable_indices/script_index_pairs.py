# cause: user_index_tensor_unbroadcastable_indices
# expect: cannot broadcast index shapes
# env: COLUMNS=100
import tvm  # noqa: F401  (import before installing the hook)
from rich.traceback import install

install(width=100, show_locals=False)

import tvm
from tvm.script import ir as I
from tvm.script import relax as R


def main():
    @I.ir_module
    class Lookup:
        @R.function
        def main(emb: R.Tensor((32, 32), "float32"), i: R.Tensor((6,), "int64"),
                 j: R.Tensor((5,), "int64")):
            with R.dataflow():
                v = R.index_tensor(emb, (i, j))
                R.output(v)
            return v

    return tvm.compile(Lookup, target="llvm")


if __name__ == "__main__":
    main()
