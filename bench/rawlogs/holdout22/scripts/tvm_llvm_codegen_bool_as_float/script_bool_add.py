# cause: tvm_llvm_codegen_bool_as_float
# expect: kDLFloat
# env: COLUMNS=100
import tvm  # noqa: F401  (import before installing the hook)
from rich.traceback import install

install(width=100, show_locals=False)

import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class VoteCounter:
    @R.function
    def main(a: R.Tensor((32,), "bool"), b: R.Tensor((32,), "bool")) -> R.Tensor((32,), "bool"):
        with R.dataflow():
            any_vote = R.add(a, b)
            R.output(any_vote)
        return any_vote


def main():
    ex = relax.build(VoteCounter, target=tvm.target.Target("llvm"))
    print(ex)


if __name__ == "__main__":
    main()
