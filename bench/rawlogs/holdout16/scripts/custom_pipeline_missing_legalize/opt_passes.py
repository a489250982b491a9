# cause: custom_pipeline_missing_legalize
# expect: CodeGenVM cannot emit this Relax operator directly
# capture: combined
import tvm
from tvm import relax

bb = relax.BlockBuilder()
a = relax.Var("a", relax.TensorType((2, 3), "float32"))
b = relax.Var("b", relax.TensorType((2, 3), "float32"))
with bb.function("main", [a, b]):
    with bb.dataflow():
        c = bb.emit(relax.op.add(a, b))
        d = bb.emit(relax.op.exp(c))
        o = bb.emit_output(d)
    bb.emit_func_output(o)

passes = [relax.transform.ConvertToDataflow(), relax.transform.CanonicalizeBindings(), relax.transform.DeadCodeElimination()]
print("running passes:", [p.info.name for p in passes])
ex = relax.build(bb.get(), target="llvm", relax_pipeline=tvm.transform.Sequential(passes))
