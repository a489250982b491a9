# cause: mutator_binding_not_emitted
# expect: Var \w+ is not defined
# capture: notebook
# %% [markdown-ish] setup
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R

# %%
@I.ir_module
class Block:
    @R.function
    def main(x: R.Tensor((4, 256), "float32"), g: R.Tensor((256,), "float32"), b: R.Tensor((256,), "float32")):
        with R.dataflow():
            y = R.nn.layer_norm(x, g, b, axes=[-1])
            z = R.add(y, x)
            R.output(z)
        return z

Block.show()

# %%
tagged = []

@relax.expr_functor.mutator
class TagLayerNorm(relax.PyExprMutator):

    def visit_var_binding_(self, binding):
        if isinstance(binding.value, relax.Call) and binding.value.op.name == "relax.nn.layer_norm":
            tagged.append(binding.var)
        return binding

mutated = TagLayerNorm().visit_expr(Block["main"])
mod = tvm.IRModule({"main": mutated})
print("layer norms tagged:", len(tagged))

# %%
mod = relax.transform.LegalizeOps()(mod)
ex = tvm.compile(mod, "llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
