# cause: plan-memory-if-branch-storage
# expect: Segfault encountered[\s\S]*StorageObj::AllocTensor
# capture: pytest-native
"""Each case runs in a child interpreter so that a crash in the VM does not take pytest down."""
import subprocess
import sys
import textwrap

import pytest

CHILD = textwrap.dedent(
    """
    import sys
    import numpy as np
    import tvm
    from tvm import relax
    from tvm.script import ir as I
    from tvm.script import relax as R


    @I.ir_module
    class Mod:
        @R.function
        def main(c: R.Tensor((), "bool"), x: R.Tensor((2, 3), "float32")) -> R.Tensor((2, 3), "float32"):
            if c:
                p = R.abs(x)
                q = R.sqrt(p)
                r: R.Tensor((2, 3), "float32") = R.add(p, q)
            else:
                u = R.negative(x)
                w = R.exp(u)
                r: R.Tensor((2, 3), "float32") = R.add(u, w)
            return r


    vm = relax.VirtualMachine(tvm.compile(Mod, target="llvm"), tvm.cpu())
    cond = sys.argv[1] == "1"
    x = np.linspace(-1, 1, 6, dtype="float32").reshape(2, 3)
    got = vm["main"](tvm.runtime.tensor(np.array(cond)), tvm.runtime.tensor(x)).numpy()
    ref = np.abs(x) + np.sqrt(np.abs(x)) if cond else -x + np.exp(-x)
    np.testing.assert_allclose(got, ref, rtol=1e-5)
    print("ok")
    """
)


@pytest.mark.parametrize("cond", [1, 0])
def test_branch(tmp_path, cond):
    script = tmp_path / "child.py"
    script.write_text(CHILD)
    proc = subprocess.run([sys.executable, str(script), str(cond)], capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0, proc.stderr
