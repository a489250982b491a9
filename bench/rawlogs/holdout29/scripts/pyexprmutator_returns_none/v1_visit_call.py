# cause: pyexprmutator_returns_none
# expect: Found null pointer node while traversing AST
# capture: stderr
import tvm
from tvm import relax
from tvm.relax.expr_functor import PyExprMutator, mutator
from tvm.script import ir as I, relax as R


@mutator
class ReluToGelu(PyExprMutator):
    def visit_call_(self, call):
        call = super().visit_call_(call)
        if isinstance(call.op, tvm.ir.Op) and call.op.name == "relax.nn.relu":
            self.builder_.emit(relax.op.nn.gelu(call.args[0]))


@I.ir_module
class Block:
    @R.function
    def main(x: R.Tensor((2, 32), "float32")):
        with R.dataflow():
            y = R.nn.relu(x)
            z = R.multiply(y, y)
            R.output(z)
        return z


new_main = ReluToGelu().visit_expr(Block["main"])
print(new_main)
