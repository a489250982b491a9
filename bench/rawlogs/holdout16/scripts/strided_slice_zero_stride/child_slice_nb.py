# cause: strided_slice_zero_stride
# expect: Divide by zero
# capture: notebook
import subprocess, sys, textwrap

child_src = textwrap.dedent("""
    import tvm
    from tvm import relax
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((4, 4, 6), "int32"))
    with bb.function("main", [x]):
        y = bb.emit(relax.op.strided_slice(x, axes=[2], begin=[5], end=[0], strides=[0]))
        bb.emit_func_output(y)
    tvm.compile(bb.get(), "llvm")
""")
# %%
res = subprocess.run([sys.executable, "-c", child_src], capture_output=True, text=True)
print(res.stderr)
res.check_returncode()
