# cause: vm_input_dtype_mismatch
# expect: expect Tensor with dtype \w+ but get \w+
# capture: notebook
import subprocess, sys, textwrap

runner = textwrap.dedent("""
    import numpy as np, tvm
    from tvm import relax
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((2, 8), "float16"))
    with bb.function("main", [x]):
        bb.emit_func_output(bb.emit(relax.op.sigmoid(x)))
    vm = relax.VirtualMachine(tvm.compile(bb.get(), "llvm"), tvm.cpu())
    print(vm["main"](tvm.runtime.tensor(np.zeros((2, 8), "float32"))))
""")
with open("runner.py", "w") as f:
    f.write(runner)
# %%
out = subprocess.run([sys.executable, "runner.py"], stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
print(out.stdout[-1500:])
if out.returncode:
    raise RuntimeError(f"runner.py exited with {out.returncode}")
